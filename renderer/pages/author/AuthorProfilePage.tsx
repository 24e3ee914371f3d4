/** /autor/{slug}: the author's profile (renderer/views/author), or 'Autor no trobat' (spec §2). */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { hasStatus } from '../../api/apiError.js';
import { authorProfileQuery } from '../../api/authors.js';
import { ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { Profile } from '../../views/author/Profile.js';

export default function AuthorProfilePage() {
  const { slug = '' } = useParams();
  const author = useQuery({ ...authorProfileQuery(slug), enabled: slug !== '' });
  usePageMeta({
    title: author.data?.name ?? (author.isError ? NOT_FOUND.author.heading : 'Autors'),
    description: author.data?.bio.short,
  });

  if (author.isPending && slug !== '') return <Loading />;
  if (!author.data) {
    const missing = slug === '' || hasStatus(author.error, 404);
    return (
      <ErrorState
        title={missing ? NOT_FOUND.author.heading : "Error carregant l'autor"}
        message={missing ? NOT_FOUND.author.text : 'No hem pogut carregar el perfil. Comprova la connexió i torna-ho a provar.'}
        onRetry={missing ? undefined : () => void author.refetch()}
      >
        <Link to={paths.authors()} className="button">
          Tornar a autors
        </Link>
      </ErrorState>
    );
  }
  return <Profile author={author.data} />;
}
