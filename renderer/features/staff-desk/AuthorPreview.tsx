/**
 * The author's profile as readers will see it ('Sobre', its first tab), beside the form: the
 * reader's own header and panel in a frame of a phone's or a desktop's width, following the form
 * a moment after a pause in typing.
 */
import { useState } from 'react';
import type { Author } from '../../../common/types.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { ProfileAbout } from '../../pages/author/AuthorProfilePage.js';
import { PreviewFrame } from './PreviewFrame.js';
import styles from './ArticlePreview.module.css';

const WIDTHS = { mobil: { width: 375, height: 1100, label: 'Mòbil' }, escriptori: { width: 1280, height: 1000, label: 'Escriptori' } } as const;
type Width = keyof typeof WIDTHS;

export function AuthorPreview({ author }: { author: Author }) {
  const [width, setWidth] = useState<Width>('mobil');
  const [shown] = useDebouncedValue(author, 250);
  const size = WIDTHS[width];
  return (
    <section className={styles.preview} aria-labelledby="author-preview-title">
      <div className={styles.bar}>
        <h2 id="author-preview-title" className={styles.title}>
          Previsualització del perfil
        </h2>
        <div className={styles.segmented} role="group" aria-label="Amplada de la previsualització">
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            <button key={key} type="button" aria-pressed={width === key} onClick={() => setWidth(key)}>
              {WIDTHS[key].label}
            </button>
          ))}
        </div>
      </div>
      <PreviewFrame key={width} width={size.width} height={size.height} title={`Previsualització del perfil (${size.label.toLowerCase()})`}>
        <div className={styles.page}>
          <ProfileAbout author={shown} />
        </div>
      </PreviewFrame>
    </section>
  );
}
