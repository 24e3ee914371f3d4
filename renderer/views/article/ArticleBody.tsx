/** The body of an article: one component per block type of spec §2; unknown types render nothing. */
import { useLayoutEffect, useState } from 'react';
import { htmlToPlainLine, readableAddress } from '../../../common/html.js';
import type {
  BiographyBlock,
  BodyBlock,
  FootnotesBlock,
  ImageBlock,
  ImageFootBlock,
  ListBlock,
  ParagraphBlock,
  PullQuoteBlock,
  VideoBlock,
  YoutubeBlock,
} from '../../../common/types.js';
import { imageSrcSet, imageUrl, qrCodeUrl, videoUrl } from '../../api/media.js';
import { Img } from '../../components/Img.js';
import { NewTabNote } from '../../components/NewTabNote.js';
import { useKioskMode } from '../../components/kioskMode.js';
import { quotedPullQuote } from '../../../common/quotes.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import styles from './ArticleBody.module.css';
import { pictureCaptions } from '../../../common/captions.js';
import { youtubeWatchUrl } from '../../../common/youtube.js';
import { headingLevels, openingParagraph, parseBlockStyles, videoMimeType, youtubeEmbedUrl } from './bodyRules.js';

const VIDEO_UNSUPPORTED = 'El teu navegador no suporta el format de vídeo.';

// Embedded images are capped at 600 px (spec §9); the box is reserved at 3:2 before they arrive.
const EMBED_WIDTH = 600;
const EMBED_HEIGHT = 400;

function EmbeddedImage({ name, alt }: { name: string; alt: string }) {
  return (
    <Img
      src={imageUrl(name)}
      srcSet={imageSrcSet(name)}
      sizes={`(min-width: ${EMBED_WIDTH}px) ${EMBED_WIDTH}px, 100vw`}
      alt={alt}
      width={EMBED_WIDTH}
      height={EMBED_HEIGHT}
      className={styles.image}
    />
  );
}

/** A figure's caption, under its picture: the block's own caption, or the caption paragraph that follows it. */
function Caption({ html, styles: blockStyles }: { html: string; styles?: string }) {
  return <SafeHtml as="figcaption" html={html} className={styles.caption} style={parseBlockStyles(blockStyles)} />;
}

function Paragraph({
  block,
  opening,
  articleTitle,
  caption,
}: {
  block: ParagraphBlock;
  opening: boolean;
  articleTitle: string;
  caption?: ParagraphBlock;
}) {
  const isCaption = block.className === 'image-foot';
  const className = [
    isCaption ? styles.caption : styles.paragraph,
    opening ? styles.opening : '',
    block.className && !isCaption ? block.className : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (!block.image?.name) return <SafeHtml as="p" html={block.content} className={className} style={parseBlockStyles(block.styles)} />;
  // A captioned picture's caption belongs to its figure, directly under it; the paragraph's text
  // follows the figure (a caption paragraph carrying a picture is that picture's caption).
  const own = isCaption ? block : caption;
  return (
    <>
      <figure className={styles.figure}>
        <EmbeddedImage name={block.image.name} alt={block.image.alt ?? `Imatge de l’article «${articleTitle}»`} />
        {own && <Caption html={own.content} styles={own.styles} />}
      </figure>
      {!isCaption && <SafeHtml as="p" html={block.content} className={className} style={parseBlockStyles(block.styles)} />}
    </>
  );
}

function ImageFigure({ block, articleTitle, caption }: { block: ImageBlock; articleTitle: string; caption?: ParagraphBlock }) {
  const own = block.content?.trim() ? block.content : '';
  const text = own || caption?.content || '';
  // The library's alt text describes the picture; without it, the caption or the article says what it is.
  const alt = block.alt ?? (text ? htmlToPlainLine(text) : `Imatge de l’article «${articleTitle}»`);
  return (
    <figure className={[styles.figure, block.className].filter(Boolean).join(' ')}>
      <EmbeddedImage name={block.name} alt={alt} />
      {own ? <Caption html={own} /> : caption && <Caption html={caption.content} styles={caption.styles} />}
    </figure>
  );
}

function Video({ block }: { block: VideoBlock }) {
  const kiosk = useKioskMode();
  const [failed, setFailed] = useState(false);
  const type = videoMimeType(block.name);
  // A format the browser cannot play (or a file that is missing) shows the spec's message. The
  // server cannot ask the browser: the page is drawn with the player, and the question is put
  // once hydrated, before the browser paints.
  useLayoutEffect(() => {
    if (type !== undefined && document.createElement('video').canPlayType(type) === '') setFailed(true);
  }, [type]);
  return (
    <figure className={styles.figure}>
      {failed ? (
        <p className={styles.videoFallback} role="note">{VIDEO_UNSUPPORTED}</p>
      ) : (
        <video
          className={styles.video}
          controls
          playsInline
          // A kiosk offers no file to take away.
          controlsList={kiosk ? 'nodownload noremoteplayback' : undefined}
          disablePictureInPicture={kiosk !== null}
          preload="metadata"
          width={EMBED_WIDTH}
          height={338}
          onError={() => setFailed(true)}
        >
          <source src={videoUrl(block.name)} type={type} onError={() => setFailed(true)} />
          {VIDEO_UNSUPPORTED}
        </video>
      )}
      {block.content?.trim() && <SafeHtml as="figcaption" html={block.content} className={styles.caption} />}
    </figure>
  );
}

function Youtube({ block }: { block: YoutubeBlock }) {
  const kiosk = useKioskMode();
  const src = youtubeEmbedUrl(block.content);
  if (!src) return null;
  const title = block.foot?.trim() ? htmlToPlainLine(block.foot) : 'Vídeo de YouTube';
  if (kiosk) {
    // The kiosk never frames the open web: the video is offered to the visitor's phone.
    return (
      <figure className={styles.wideFigure}>
        <kiosk.AddressQr url={youtubeWatchUrl(block.content)} title={title} />
        {block.foot?.trim() && <SafeHtml as="figcaption" html={block.foot} className={styles.caption} />}
      </figure>
    );
  }
  return (
    <figure className={styles.wideFigure}>
      <div className={styles.youtube}>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      {block.foot?.trim() && <SafeHtml as="figcaption" html={block.foot} className={styles.caption} />}
    </figure>
  );
}

function PullQuote({ block }: { block: PullQuoteBlock }) {
  return (
    <blockquote className={styles.pullQuote}>
      <SafeHtml as="p" html={quotedPullQuote(block.content)} />
      {block.reference?.trim() && (
        <footer className={styles.reference}>
          <SafeHtml as="cite" html={block.reference} />
        </footer>
      )}
    </blockquote>
  );
}

function Biography({ block }: { block: BiographyBlock }) {
  if (block.content.length === 0) return null;
  return (
    <section className={styles.endMatter} aria-labelledby="bibliografia">
      <h2 id="bibliografia" className={styles.endHeading}>Bibliografia</h2>
      <ul className={styles.bibliography}>
        {block.content.map((entry, i) => (
          <SafeHtml key={i} as="li" html={entry} />
        ))}
      </ul>
    </section>
  );
}

function Footnotes({ block }: { block: FootnotesBlock }) {
  if (block.notes.length === 0) return null;
  return (
    <section className={styles.endMatter} aria-labelledby="notes">
      <h2 id="notes" className={styles.endHeading}>Notes</h2>
      <ol className={styles.notes}>
        {block.notes.map((note, i) => (
          <SafeHtml key={i} as="li" html={note.content} />
        ))}
      </ol>
    </section>
  );
}

function List({ block }: { block: ListBlock }) {
  const Tag = block.ordered ? 'ol' : 'ul';
  return (
    <Tag className={styles.list}>
      {block.items.map((item, i) => (
        <SafeHtml key={i} as="li" html={item} />
      ))}
    </Tag>
  );
}

/**
 * A QR code and its caption ('Escanegeu el codi…'): the code as print draws it, for a reader at a
 * computer to take the address away on a phone, and the address as a link beside it.
 */
function ImageFoot({ block }: { block: ImageFootBlock }) {
  if (!/^https?:\/\//.test(block.path)) {
    return <SafeHtml as="p" html={block.content} className={styles.caption} />;
  }
  const readable = readableAddress(block.path);
  return (
    <figure className={styles.qrFoot}>
      <img src={qrCodeUrl(block.path)} alt={`Codi QR de ${readable}`} width={96} height={96} loading="lazy" decoding="async" />
      <figcaption className={styles.qrCaption}>
        <SafeHtml html={block.content} />{' '}
        <a href={block.path} target="_blank" rel="noopener noreferrer">
          {readable}
          <NewTabNote />
        </a>
      </figcaption>
    </figure>
  );
}

export function ArticleBody({ blocks, articleTitle }: { blocks: readonly BodyBlock[]; articleTitle: string }) {
  const levels = headingLevels(blocks);
  const opening = openingParagraph(blocks);
  const captions = pictureCaptions(blocks);
  const captionOf = (index: number) => {
    const at = captions.get(index);
    return at === undefined ? undefined : (blocks[at] as ParagraphBlock);
  };
  const drawnInFigure = new Set(captions.values());
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'paragraph':
            if (drawnInFigure.has(index)) return null;
            return <Paragraph key={key} block={block} opening={index === opening} articleTitle={articleTitle} caption={captionOf(index)} />;
          case 'paragraph2':
            return <PullQuote key={key} block={block} />;
          case 'title':
          case 'title2': {
            const Tag = levels.get(index) === 3 ? 'h3' : 'h2';
            return <SafeHtml key={key} as={Tag} html={block.content} className={block.type === 'title' ? styles.title : styles.title2} />;
          }
          case 'question':
            return <SafeHtml key={key} as="p" html={block.content} className={styles.question} />;
          // A picture or a video not chosen yet (a new block in the desk's preview) is nothing to draw, nor to ask the server for.
          case 'image':
            return block.name.trim() ? <ImageFigure key={key} block={block} articleTitle={articleTitle} caption={captionOf(index)} /> : null;
          case 'video':
            return block.name.trim() ? <Video key={key} block={block} /> : null;
          case 'youtube':
            return <Youtube key={key} block={block} />;
          case 'biography':
            return <Biography key={key} block={block} />;
          case 'footnotes':
            return <Footnotes key={key} block={block} />;
          case 'image-foot':
            return <ImageFoot key={key} block={block} />;
          case 'list':
            return <List key={key} block={block} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
