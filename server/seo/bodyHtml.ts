/**
 * An article's body as one HTML document for feed readers: the renderer's block types
 * (spec §2) in plain, widely supported HTML with absolute addresses. Block HTML is sanitised
 * on write; plain-text fields are escaped here.
 */
import { escapeHtml, htmlToPlainLine } from '../../common/html.js';
import type { BodyBlock } from '../../common/types.js';
import { absolute, imageUrl } from '../../common/seo/site.js';

/** Root-relative links and images in stored HTML become absolute: feed readers have no base URL. */
function absolutise(html: string, publicUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${publicUrl}/`);
}

/** An image's alt text when the library has none, as the reader's article page words it (renderer/views/article/ArticleBody.tsx). */
const articleImageAlt = (articleTitle: string) => `Imatge de l’article «${articleTitle}»`;

function block(b: BodyBlock, publicUrl: string, articleTitle: string): string {
  switch (b.type) {
    case 'paragraph': {
      const img = b.image ? `<p><img src="${escapeHtml(imageUrl(publicUrl, b.image.name))}" alt="${escapeHtml(b.image.alt ?? articleImageAlt(articleTitle))}"></p>` : '';
      if (b.className === 'image-foot') return `${img}<p><small>${b.content}</small></p>`;
      return `${img}<p>${b.content}</p>`;
    }
    case 'paragraph2':
      return `<blockquote><p>${b.content}</p>${b.reference ? `<footer>${b.reference}</footer>` : ''}</blockquote>`;
    case 'title':
      return `<h2>${b.content}</h2>`;
    case 'title2':
      return `<h3>${b.content}</h3>`;
    case 'question':
      return `<p><strong>${b.content}</strong></p>`;
    case 'image':
      return `<figure><img src="${escapeHtml(imageUrl(publicUrl, b.name))}" alt="${escapeHtml(b.alt ?? (htmlToPlainLine(b.content ?? '') || articleImageAlt(articleTitle)))}">${b.content ? `<figcaption>${b.content}</figcaption>` : ''}</figure>`;
    case 'video': {
      const src = escapeHtml(absolute(publicUrl, `/api/videos/${encodeURIComponent(b.name)}`));
      return `<figure><video controls src="${src}"><a href="${src}">Vídeo</a></video>${b.content ? `<figcaption>${b.content}</figcaption>` : ''}</figure>`;
    }
    case 'youtube': {
      // Feed readers drop iframes: a link to the video works everywhere.
      const watch = escapeHtml(b.content.replace('/embed/', '/watch?v=').replace('youtube-nocookie.com', 'youtube.com'));
      return `<p><a href="${watch}">Vídeo a YouTube</a>${b.foot ? ` — ${b.foot}` : ''}</p>`;
    }
    case 'biography':
      return b.content.length > 0 ? `<h3>Bibliografia</h3><ul>${b.content.map((c) => `<li>${c}</li>`).join('')}</ul>` : '';
    case 'footnotes':
      return b.notes.length > 0 ? `<h3>Notes</h3><ol>${b.notes.map((n) => `<li>${n.content}</li>`).join('')}</ol>` : '';
    case 'image-foot':
      return `<p><small>${b.content}</small></p>`;
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul';
      return `<${tag}>${b.items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
    }
    default:
      return '';
  }
}

/** `articleTitle` (plain text) names an image the media library does not describe. */
export function bodyHtml(blocks: readonly BodyBlock[], publicUrl: string, articleTitle: string): string {
  return absolutise(blocks.map((b) => block(b, publicUrl, articleTitle)).join('\n'), publicUrl);
}
