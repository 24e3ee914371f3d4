/**
 * A frame of a given width that renders its children with the site's own stylesheets, so the
 * reader's components lay out exactly as on a phone or a desktop (their media queries see the
 * frame's width). Wider than its column, it is scaled down to fit. React renders into it through a
 * portal: same components, same state, no second renderer.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './ArticlePreview.module.css';

function copyStyles(target: Document) {
  target.head.replaceChildren();
  const base = target.createElement('base');
  base.href = document.baseURI;
  target.head.append(base);
  for (const node of document.head.querySelectorAll('style, link[rel="stylesheet"]')) target.head.append(node.cloneNode(true));
  target.documentElement.lang = document.documentElement.lang || 'ca';
}

export function PreviewFrame({ width, height, title, children }: { width: number; height: number; title: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!doc) return;
    copyStyles(doc);
    setBody(doc.body);
    // Styles added later (a lazily loaded module's CSS) reach the frame too.
    const observer = new MutationObserver(() => copyStyles(doc));
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? width) / width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div ref={boxRef} className={styles.frameBox} style={{ height: height * scale, maxWidth: width }}>
      <iframe
        ref={frameRef}
        title={title}
        className={styles.frame}
        style={{ width, height, transform: `scale(${scale})` }}
        data-testid="preview-frame"
      />
      {body && createPortal(children, body)}
    </div>
  );
}
