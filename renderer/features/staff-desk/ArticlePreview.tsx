/**
 * The article as a reader sees it, beside the editor: the reader's own ArticleView in a frame
 * of a phone's width (375 px) or a desktop's (1280 px, scaled to the column), following the
 * editor a moment after a pause in typing.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { withMediaAlt } from '../../../common/mediaAlt.js';
import type { Article } from '../../../common/types.js';
import { deskKeys, fetchMediaLibrary } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { ArticleView } from '../../views/article/ArticleView.js';
import { ReaderPreview } from './ReaderPreview.js';

export function ArticlePreview({ article }: { article: Article }) {
  const [typed] = useDebouncedValue(article, 250);
  // Readers get each image's alt text from the media library (the server fills it in); so does the preview.
  const library = useQuery({ queryKey: deskKeys.media, queryFn: (ctx) => fetchMediaLibrary(ctx), staleTime: 30_000 });
  const shown = useMemo(() => {
    const alts = new Map((library.data?.media ?? []).flatMap((item) => (item.alt ? [[item.name, item.alt] as const] : [])));
    return withMediaAlt(typed, (name) => alts.get(name));
  }, [typed, library.data]);
  // The same element until the pause: keystrokes re-render the editor, not the whole article here.
  const view = useMemo(() => <ArticleView article={shown} />, [shown]);
  return (
    <ReaderPreview id="preview-title" heading="Previsualització" frameTitle="Previsualització" heights={{ mobil: 740, escriptori: 1100 }} ownGutter>
      {view}
    </ReaderPreview>
  );
}
