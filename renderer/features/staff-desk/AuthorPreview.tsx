/**
 * The author's profile as readers will see it ('Sobre', its first tab), beside the form: the
 * reader's own header and panel in a frame of a phone's or a desktop's width, following the form
 * a moment after a pause in typing.
 */
import type { Author } from '../../../common/types.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { ProfileAbout } from '../../views/author/Profile.js';
import { ReaderPreview } from './ReaderPreview.js';

export function AuthorPreview({ author }: { author: Author }) {
  const [shown] = useDebouncedValue(author, 250);
  return (
    <ReaderPreview id="author-preview-title" heading="Previsualització del perfil" frameTitle="Previsualització del perfil" heights={{ mobil: 1100, escriptori: 1000 }}>
      <ProfileAbout author={shown} />
    </ReaderPreview>
  );
}
