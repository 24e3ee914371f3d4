/** /redaccio/autors: every author of the magazine for the desk, deactivated ones too, with search and 'Nou autor' (staff only). */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { countLabel } from '../../../common/plural.js';
import { paths } from '../../../common/routes/index.js';
import { fetchStaffAuthors, staffAuthorKeys } from '../../api/authors.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { useMayCall } from '../../features/staff-desk/useDeskAccess.js';
import { authorsApi } from '../../../common/api/authors.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { AuthorAvatar } from '../../views/author/AuthorAvatar.js';
import { articleCountLabel } from '../../views/author/profileRules.js';
import styles from '../../features/staff-desk/Desk.module.css';
import own from '../../features/staff-desk/AuthorEditor.module.css';

/** 'Nou autor' for those who may create one (an editor): a contributor would meet a form she cannot send. */
function NewAuthorLink() {
  if (!useMayCall(authorsApi.create)) return null;
  return (
    <Link to={paths.deskNewAuthor()} className="button button--primary">
      Nou autor
    </Link>
  );
}

export default function DeskAuthorsPage() {
  usePageMeta({ title: 'Autors' });
  return (
    <div className={styles.page}>
      <AdminGate title="Autors" errorMessage="Error carregant la redacció">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title="Autors">
          <NewAuthorLink />
        </DeskHeading>
        <AuthorList />
      </AdminGate>
    </div>
  );
}

function AuthorList() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), typed.trim() ? 300 : 100);
  const searchId = useId();
  const list = useQuery({ queryKey: staffAuthorKeys.list(search), queryFn: (ctx) => fetchStaffAuthors(search, ctx), staleTime: 0, placeholderData: (previous) => previous });
  const authors = list.data?.authors ?? [];
  const inactive = authors.filter((a) => !a.active).length;
  return (
    <section className={styles.section} aria-label="Tots els autors">
      <div className={own.search}>
        <div className={styles.field}>
          <label htmlFor={searchId} className={styles.label}>
            Cerca un autor
          </label>
          <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Nom, professió, lloc o especialitat" />
        </div>
        {list.data && (
          <p className={styles.status} aria-live="polite">
            {countLabel(authors.length, 'autor', 'autors')}
            {inactive > 0 && `, ${countLabel(inactive, 'desactivat', 'desactivats')}`}
          </p>
        )}
      </div>
      {list.isPending && <p className={styles.status}>Carregant els autors…</p>}
      {list.isError && (
        <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
          Error carregant els autors.
        </p>
      )}
      {list.data && authors.length === 0 && <p className={styles.notice}>{search ? 'Cap autor trobat.' : 'Encara no hi ha autors registrats.'}</p>}
      {authors.length > 0 && (
        <ul className={own.list}>
          {authors.map((author) => (
            <li key={author._id} className={`${own.item} ${author.active ? '' : own.inactive}`}>
              <AuthorAvatar name={author.name} photo={author.photo} className={own.avatar} />
              <div>
                <p className={own.name}>
                  <Link to={paths.deskAuthor(author._id)}>{author.name}</Link>
                </p>
                <p className={own.meta}>{[author.profession, author.location, articleCountLabel(author.stats.totalArticles)].filter(Boolean).join(' · ')}</p>
              </div>
              {!author.active && <span className={own.badge}>Desactivat</span>}
              {author.active && author.waitsForEdition !== undefined && <span className={own.badge}>Sense publicar</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
