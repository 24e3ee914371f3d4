/**
 * Manual print layout for the one edition with `pdfManual: true`: every block gets the page it
 * is printed on, its print styles, a division of its text between this page and the next (all of
 * it on this page unless a paragraph runs over), and a
 * QR code for what paper cannot play (videos, YouTube embeds, links of image-foot blocks).
 * Heights follow the spec's budget: 820 per page, the first page of an article starting at 100,
 * later pages at 50, 11 pt text on a 170 mm column.
 */
import type { Article, BodyBlock, PdfBlockAttributes } from '../../common/types.js';
import { VIDEO_NAME, youtubeWatch } from './draft.js';
import { stripTags } from './text.js';

const PAGE_HEIGHT = 820;
const FIRST_START = 100;
const LATER_START = 50;
const CHARS_PER_LINE = 92;
const LINE_HEIGHT = 16;
/** Cover, credits and index come before the first article. */
const FIRST_ARTICLE_PAGE = 4;
const QR_HEIGHT = 140;

const PRINT_STYLES: Record<BodyBlock['type'], string> = {
  paragraph: JSON.stringify({ fontSize: '11pt', textAlign: 'justify', marginBottom: '6pt' }),
  paragraph2: JSON.stringify({ fontSize: '14pt', fontStyle: 'italic', textAlign: 'center', margin: '12pt 20mm' }),
  title: JSON.stringify({ fontSize: '16pt', fontWeight: 'bold', marginTop: '12pt' }),
  title2: JSON.stringify({ fontSize: '13pt', fontWeight: 'bold', marginTop: '10pt' }),
  question: JSON.stringify({ fontSize: '11pt', fontWeight: 'bold', marginTop: '8pt' }),
  image: JSON.stringify({ width: '120mm', margin: '8pt auto' }),
  video: JSON.stringify({ width: '30mm', margin: '8pt auto' }),
  youtube: JSON.stringify({ width: '30mm', margin: '8pt auto' }),
  biography: JSON.stringify({ fontSize: '9pt', marginTop: '12pt' }),
  footnotes: JSON.stringify({ fontSize: '8.5pt', borderTop: '0.5pt solid #999' }),
  'image-foot': JSON.stringify({ width: '30mm', margin: '6pt auto', fontSize: '8pt' }),
  list: JSON.stringify({ fontSize: '11pt', marginBottom: '6pt' }),
};

function textHeight(html: string, charsPerLine = CHARS_PER_LINE): number {
  return Math.ceil(Math.max(1, stripTags(html).length) / charsPerLine) * LINE_HEIGHT + 8;
}

function blockHeight(block: BodyBlock): number {
  switch (block.type) {
    case 'paragraph':
      return textHeight(block.content) + (block.image ? 260 : 0);
    case 'paragraph2':
      return textHeight(block.content, 60) + 30;
    case 'title':
      return 40;
    case 'title2':
    case 'question':
      return textHeight(block.content, 70) + 10;
    case 'image':
      return 280;
    case 'video':
    case 'youtube':
    case 'image-foot':
      return QR_HEIGHT;
    case 'biography':
      return block.content.reduce((h, ref) => h + textHeight(ref, 110), 24);
    case 'footnotes':
      return block.notes.reduce((h, note) => h + textHeight(note.content, 115), 16);
    case 'list':
      return block.items.reduce((h, item) => h + textHeight(item, 80), 12);
  }
}

/** Where the printed QR code of a block points, if the block needs one. */
function qrPath(block: BodyBlock): string | undefined {
  if (block.type === 'video') return `/api/videos/${block.name || VIDEO_NAME}`;
  if (block.type === 'youtube') {
    const id = block.content.split('/').pop() ?? '';
    return youtubeWatch(id);
  }
  if (block.type === 'image-foot') return block.path;
  return undefined;
}

/** The text a block prints in the column, for the blocks a page break can divide. */
function textContent(block: BodyBlock): string | undefined {
  switch (block.type) {
    case 'paragraph':
    case 'paragraph2':
    case 'title':
    case 'title2':
    case 'question':
      return block.content;
    default:
      return undefined;
  }
}

/**
 * Splits paragraph HTML at the last space before `chars` visible characters, never inside a tag
 * or an open element (<em>, <a>...), so both halves stay well-formed. Null when no such space
 * leaves a reasonable piece on each side.
 */
function splitHtml(html: string, chars: number): [string, string] | null {
  const total = stripTags(html).length;
  if (chars < 40 || chars > total - 40) return null;
  let visible = 0;
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < html.length; i++) {
    const ch = html[i];
    if (ch === '<') {
      const end = html.indexOf('>', i);
      if (end < 0) return null;
      const tag = html.slice(i, end + 1);
      if (tag.startsWith('</')) depth--;
      else if (!/^<br\s*\/?>$/i.test(tag) && !tag.endsWith('/>')) depth++;
      i = end;
      continue;
    }
    if (ch === ' ' && depth === 0 && visible <= chars) cut = i;
    visible++;
  }
  return cut > 0 ? [html.slice(0, cut), html.slice(cut + 1)] : null;
}

/** Returns the articles, in order, with `pdf` attributes on every block. */
export function layoutManualPdf(articles: readonly Article[]): Article[] {
  let page = FIRST_ARTICLE_PAGE - 1;
  return articles.map((article) => {
    page++;
    let y = FIRST_START + textHeight(article.title, 50) + 40;
    const text = article.text.map((block): BodyBlock => {
      const height = blockHeight(block);
      const pdf: PdfBlockAttributes = { styles: PRINT_STYLES[block.type] };
      const path = qrPath(block);
      if (path) {
        pdf.type = 'qr';
        pdf.path = path;
      }
      const whole = textContent(block);
      if (whole !== undefined) pdf.division = { contentPage: whole, contentNextPage: '', alignLast: false };
      if (y + height <= PAGE_HEIGHT) {
        pdf.page = page;
        y += height;
        return { ...block, pdf };
      }
      const room = PAGE_HEIGHT - y;
      const split = block.type === 'paragraph' && !block.image
        ? splitHtml(block.content, Math.floor((room - 8) / LINE_HEIGHT) * CHARS_PER_LINE)
        : null;
      if (split) {
        pdf.page = page;
        pdf.division = { contentPage: split[0], contentNextPage: split[1], alignLast: true };
        page++;
        y = LATER_START + textHeight(split[1]);
        return { ...block, pdf };
      }
      page++;
      pdf.page = page;
      y = LATER_START + height;
      return { ...block, pdf };
    });
    return { ...article, text };
  });
}
