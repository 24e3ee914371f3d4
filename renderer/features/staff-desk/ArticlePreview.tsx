/**
 * The article as a reader sees it, beside the editor: the reader's own ArticleView in a frame
 * of a phone's width (375 px) or a desktop's (1280 px, scaled to the column), following the
 * editor a moment after a pause in typing.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { withMediaAlt } from '../../../common/mediaAlt.js';
import type { Article } from '../../../common/types.js';
import { deskKeys, fetchMediaLibrary } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { ArticleView } from '../../pages/article/ArticlePage.js';
import { PreviewFrame } from './PreviewFrame.js';
import styles from './ArticlePreview.module.css';

const WIDTHS = { mobil: { width: 375, height: 740, label: 'Mòbil' }, escriptori: { width: 1280, height: 1100, label: 'Escriptori' } } as const;
type Width = keyof typeof WIDTHS;

export function ArticlePreview({ article }: { article: Article }) {
  const [width, setWidth] = useState<Width>('mobil');
  const [typed] = useDebouncedValue(article, 250);
  // Readers get each image's alt text from the media library (the server fills it in); so does the preview.
  const library = useQuery({ queryKey: deskKeys.media, queryFn: ({ signal }) => fetchMediaLibrary(signal), staleTime: 30_000 });
  const shown = useMemo(() => {
    const alts = new Map((library.data?.media ?? []).flatMap((item) => (item.alt ? [[item.name, item.alt] as const] : [])));
    return withMediaAlt(typed, (name) => alts.get(name));
  }, [typed, library.data]);
  // The same element until the pause: keystrokes re-render the editor, not the whole article here.
  const view = useMemo(() => <ArticleView article={shown} />, [shown]);
  const size = WIDTHS[width];
  return (
    <section className={styles.preview} aria-labelledby="preview-title">
      <div className={styles.bar}>
        <h2 id="preview-title" className={styles.title}>
          Previsualització
        </h2>
        <div className={styles.segmented} role="group" aria-label="Amplada de la previsualització">
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            <button key={key} type="button" aria-pressed={width === key} onClick={() => setWidth(key)}>
              {WIDTHS[key].label}
            </button>
          ))}
        </div>
      </div>
      <PreviewFrame key={width} width={size.width} height={size.height} title={`Previsualització (${size.label.toLowerCase()})`}>
        <div className={styles.page}>
          {view}
        </div>
      </PreviewFrame>
    </section>
  );
}
