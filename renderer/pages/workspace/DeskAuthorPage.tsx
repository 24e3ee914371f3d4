/** /redaccio/nou-autor and /redaccio/autor/:id: an author's profile at the desk, with 'Desactiva' / 'Reactiva' (staff only). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../common/routes/index.js';
import { authorsApi, type DeskAuthor } from '../../../common/api/authors.js';
import type { Author } from '../../../common/types.js';
import { ApiError } from '../../api/apiError.js';
import { deactivateAuthor, fetchStaffAuthors, reactivateAuthor, staffAuthorKeys } from '../../api/authors.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { AuthorEditor } from '../../features/staff-desk/AuthorEditor.js';
import { useCreatingScreen } from '../../features/staff-desk/creatingScreen.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { useMayCall } from '../../features/staff-desk/useDeskAccess.js';
import { ConfirmDialog, type ConfirmQuestion } from '../../components/ConfirmDialog.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from '../../features/staff-desk/Desk.module.css';

const crumbs = [
  { to: paths.workspace(), label: 'Redacció' },
  { to: paths.deskAuthors(), label: 'Autors' },
];

function questionFor(author: Author): ConfirmQuestion {
  return author.active
    ? {
        title: `Desactivar ${author.name}?`,
        text: 'Els lectors deixaran de veure el seu perfil i no sortirà al directori d’autors. Els seus articles en mantenen la signatura. Es pot reactivar quan calgui.',
        confirmLabel: 'Sí, desactiva',
        tone: 'danger',
      }
    : {
        title: `Reactivar ${author.name}?`,
        text: 'El seu perfil tornarà a ser públic i sortirà al directori d’autors.',
        confirmLabel: 'Sí, reactiva',
        tone: 'primary',
      };
}

/** What readers see of her: deactivated, waiting for the draft edition that brought her, or public. */
function visibility(author: DeskAuthor): string {
  if (!author.active) return 'Desactivat: els lectors no el veuen';
  if (author.waitsForEdition !== undefined) return `Els lectors el veuran quan es publiqui l’edició ${author.waitsForEdition}`;
  return 'Perfil públic';
}

/** 'Desactiva' or 'Reactiva', each asked first; and the way to the public profile while there is one. */
function AuthorActions({ author }: { author: DeskAuthor }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  // A contributor reads the profile: deactivating an author is an editor's.
  const mayChange = useMayCall(author.active ? authorsApi.deactivate : authorsApi.reactivate);
  const change = useMutation({
    mutationFn: async (): Promise<unknown> => (author.active ? deactivateAuthor(author._id) : reactivateAuthor(author._id)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffAuthorKeys.all });
      void client.invalidateQueries({ queryKey: ['authors'] });
    },
  });
  return (
    <div className={styles.actions}>
      <span className={`${styles.status} ${change.isError ? styles.statusError : ''}`} aria-live="polite">
        {change.isError ? (change.error instanceof ApiError ? change.error.message : 'No s’ha pogut canviar l’estat de l’autor.') : visibility(author)}
      </span>
      {author.active && author.waitsForEdition === undefined && (
        <Link to={paths.author(author.slug)} className="button">
          Veure el perfil públic
        </Link>
      )}
      {mayChange && (
        <button type="button" className={author.active ? 'button' : 'button button--primary'} disabled={change.isPending} onClick={() => setAsking(true)}>
          {author.active ? 'Desactiva' : 'Reactiva'}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          question={questionFor(author)}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            change.mutate();
          }}
        />
      )}
    </div>
  );
}

/** 'Nou autor' (no id at the address) and an author's page: one form, in one place, for both (useCreatingScreen). */
function AuthorScreen({ idAtAddress }: { idAtAddress: string | null }) {
  const screen = useCreatingScreen<DeskAuthor>('authorForm', idAtAddress);
  const { id } = screen;
  const list = useQuery({ queryKey: staffAuthorKeys.list(''), queryFn: (ctx) => fetchStaffAuthors('', ctx), staleTime: 0, enabled: id !== null });
  // The author this form created is hers at once, until the desk's list (asked again) has her.
  const listed = id === null ? undefined : list.data?.authors.find((a) => a._id === id);
  const author = listed ?? screen.made;
  usePageMeta({ title: id === null ? 'Nou autor' : (author?.name ?? 'Autor') });
  if (id !== null && !author && list.isPending) return <p className={styles.status}>Carregant l’autor…</p>;
  if (id !== null && !author) {
    return (
      <>
        <DeskHeading crumbs={crumbs} title="Autor no trobat" />
        <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
          {list.isError ? 'No s’ha pogut carregar l’autor.' : 'No hi ha cap autor amb aquesta adreça.'}
        </p>
      </>
    );
  }
  return (
    <>
      <DeskHeading crumbs={crumbs} title={author?.name ?? 'Nou autor'}>
        {author && <AuthorActions author={author} />}
      </DeskHeading>
      <AuthorEditor key={screen.key} saved={author ?? null} onCreated={(made) => screen.created(made._id, paths.deskAuthor(made._id), made)} />
    </>
  );
}

export default function DeskAuthorPage() {
  const { id } = useParams();
  return (
    <div className={styles.page}>
      <AdminGate title={id ? 'Autor' : 'Nou autor'} errorMessage="Error carregant la redacció">
        <AuthorScreen idAtAddress={id ?? null} />
      </AdminGate>
    </div>
  );
}
