/**
 * A frame of a given width that renders its children with the site's own stylesheets, so the
 * reader's components lay out exactly as on a phone or a desktop (their media queries see the
 * frame's width). Wider than its column, it is scaled down to fit. React renders into it through a
 * portal: same components, same state, no second renderer. The frame is sandboxed without scripts.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './ArticlePreview.module.css';

const FRAME_DOCUMENT = '<!doctype html><html lang="ca"><head></head><body></body></html>';

/**
 * The site's stylesheets, copied into the frame. No <base>: a srcdoc document already resolves
 * addresses against its parent's, and a <base> there breaks the CSP's base-uri rule in browsers
 * that judge 'self' by the frame's about:srcdoc address (one console error per copy).
 */
function copyStyles(target: Document) {
  target.head.replaceChildren();
  for (const node of document.head.querySelectorAll('style, link[rel="stylesheet"]')) target.head.append(node.cloneNode(true));
  target.documentElement.lang = document.documentElement.lang || 'ca';
  // A phone's scrollbar takes no width (it overlays the page): a desktop's would narrow the page by 15 px.
  target.documentElement.style.scrollbarWidth = 'none';
}

export function PreviewFrame({ width, height, title, children }: { width: number; height: number; title: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);
  const observer = useRef<MutationObserver | null>(null);

  // The frame's own document exists once it has loaded (a srcdoc frame replaces its first, blank one).
  const attach = () => {
    const doc = frameRef.current?.contentDocument;
    if (!doc) return;
    copyStyles(doc);
    setBody(doc.body);
    // Styles added later (a lazily loaded module's CSS) reach the frame too.
    observer.current?.disconnect();
    observer.current = new MutationObserver(() => copyStyles(doc));
    observer.current.observe(document.head, { childList: true });
  };
  useEffect(() => () => observer.current?.disconnect(), []);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? width) / width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div ref={boxRef} className={styles.frameBox} style={{ '--frame-width': `${width}px`, '--frame-height': `${height * scale}px` } as CSSProperties}>
      <iframe
        ref={frameRef}
        title={title}
        className={styles.frame}
        style={{ width, height, transform: `scale(${scale})` }}
        data-testid="preview-frame"
        // Nothing typed or pasted (a bio's <script>, an onerror) runs in it: no scripts, only this page draws into it.
        sandbox="allow-same-origin"
        srcDoc={FRAME_DOCUMENT}
        onLoad={attach}
      />
      {body && createPortal(children, body)}
    </div>
  );
}
