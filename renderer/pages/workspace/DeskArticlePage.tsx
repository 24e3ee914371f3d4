/**
 * /redaccio/edicio/:number/nou-article and /redaccio/article/:id: the desk's article editor (staff
 * only); what the signed-in person may not change reads as readers will see it, with its state.
 */
import { useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DeskArticle } from '../../../common/api/desk.js';
import { paths } from '../../../common/routes/index.js';
import { ApiError } from '../../api/apiError.js';
import { deleteArticle, deskKeys } from '../../api/desk.js';
import { deskArticleQuery as articleQuery } from './deskQueries.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { ArticleEditor } from '../../features/staff-desk/ArticleEditor.js';
import { useCreatingScreen } from '../../features/staff-desk/creatingScreen.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useArticleRefusal } from '../../features/staff-desk/useDeskAccess.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskArticlePage() {
  const { number, id } = useParams();
  const title = id ? 'Article' : 'Nou article';
  usePageMeta({ title });
  return (
    <div className={styles.page}>
      {id && <PrefetchArticle id={id} />}
      <AdminGate title={title} errorMessage="Error carregant la redacció">
        <ArticleScreen id={id ?? null} number={Number(number)} />
      </AdminGate>
    </div>
  );
}

/**
 * The article, asked beside the session check instead of after it: the editor opens as soon as both
 * are in. (Without a session it is refused, and asked again once staff have signed in.)
 */
function PrefetchArticle({ id }: { id: string }) {
  usePrefetchQuery(articleQuery(id));
  return null;
}

function Heading({ edition, title, children }: { edition: number; title: string; children?: ReactNode }) {
  const crumbs = [
    { to: paths.workspace(), label: 'Redacció' },
    { to: paths.deskEdition(edition), label: `Edició ${edition}` },
  ];
  return (
    <DeskHeading crumbs={crumbs} title={title}>
      {children}
    </DeskHeading>
  );
}

/** 'Nou article' (no id at the address) and an article's editor: one editor, in one place, for both (useCreatingScreen). */
function ArticleScreen({ id: idAtAddress, number }: { id: string | null; number: number }) {
  const screen = useCreatingScreen<DeskArticle>('articleEditor', idAtAddress);
  const { id } = screen;
  const article = useQuery({ ...articleQuery(id ?? ''), enabled: id !== null });
  const saved = id === null ? null : (article.data ?? null);
  // What the person may not change reads as readers will see it (ArticleEditor), with no delete.
  const refusal = useArticleRefusal(saved);
  // A restored revision or a discarded correction replaces the text: the editor opens it afresh.
  const [opened, setOpened] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  if (id === null && !Number.isInteger(number)) return <p className={`${styles.notice} ${styles.noticeError}`}>Aquesta edició no existeix.</p>;
  if (id !== null && article.isPending) return <p className={styles.status}>Carregant l’article…</p>;
  if (article.isError) {
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {article.error instanceof ApiError ? article.error.message : 'No s’ha pogut carregar l’article.'}
      </p>
    );
  }
  const edition = saved?.edition ?? { number, status: 'draft' };
  return (
    <>
      <Heading edition={edition.number} title={id === null ? 'Nou article' : refusal ? 'L’article' : 'Edita l’article'}>
        {id !== null && edition.status === 'draft' && !refusal && <DeleteArticle id={id} edition={edition.number} />}
      </Heading>
      <ArticleEditor
        key={`${screen.key}:${opened}`}
        saved={saved}
        editionNumber={edition.number}
        notice={notice}
        onReplaced={(_next, said) => {
          setNotice(said ?? null);
          setOpened((n) => n + 1);
        }}
        onCreated={(made) => screen.created(made.article._id, paths.deskArticle(made.article._id), made)}
      />
    </>
  );
}

/** Deleting an article of a draft edition, once confirmed; then back to the edition. */
function DeleteArticle({ id, edition }: { id: string; edition: number }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteArticle(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deskKeys.edition(edition) });
      void navigate(paths.deskEdition(edition), { replace: true });
    },
  });
  if (!confirming) {
    return (
      <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
        Esborra l’article
      </button>
    );
  }
  return (
    <div className={styles.actions} role="group" aria-label="Confirma que vols esborrar l’article">
      <span className={styles.status}>{remove.isError ? (remove.error instanceof ApiError ? remove.error.message : 'No s’ha pogut esborrar.') : 'Esborrar-lo de l’edició? No es pot desfer.'}</span>
      <button type="button" className={styles.danger} onClick={() => remove.mutate()} disabled={remove.isPending}>
        Sí, esborra’l
      </button>
      <button type="button" className={styles.quiet} onClick={() => setConfirming(false)}>
        Cancel·la
      </button>
    </div>
  );
}
