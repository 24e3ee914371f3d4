/**
 * A reader's page beside a desk form: the reader's own components in a frame of a phone's width
 * (375 px) or a desktop's (1280 px, scaled to the column), with the switch between the two.
 */
import { useState, type ReactNode } from 'react';
import { PreviewFrame } from './PreviewFrame.js';
import styles from './ArticlePreview.module.css';

type Width = 'mobil' | 'escriptori';
const WIDTHS: Record<Width, { width: number; label: string }> = { mobil: { width: 375, label: 'Mòbil' }, escriptori: { width: 1280, label: 'Escriptori' } };

export function ReaderPreview({ id, heading, frameTitle, heights, ownGutter = false, children }: {
  id: string;
  heading: string;
  /** The frame's accessible name; the width's label follows it in brackets. */
  frameTitle: string;
  heights: Record<Width, number>;
  /** The reader's view keeps its own side margins (as ArticleView does on its page): the frame adds none. */
  ownGutter?: boolean;
  children: ReactNode;
}) {
  const [width, setWidth] = useState<Width>('mobil');
  const size = WIDTHS[width];
  return (
    <section className={styles.preview} aria-labelledby={id}>
      <div className={styles.bar}>
        <h2 id={id} className={styles.title}>
          {heading}
        </h2>
        <div className={styles.segmented} role="group" aria-label="Amplada de la previsualització">
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            <button key={key} type="button" aria-pressed={width === key} onClick={() => setWidth(key)}>
              {WIDTHS[key].label}
            </button>
          ))}
        </div>
      </div>
      <PreviewFrame key={width} width={size.width} height={heights[width]} title={`${frameTitle} (${size.label.toLowerCase()})`}>
        <div className={ownGutter ? `${styles.page} ${styles.ownGutter}` : styles.page}>{children}</div>
      </PreviewFrame>
    </section>
  );
}
