/**
 * 'Nou article' and an article's editor: its fields and its body as blocks, checked as you type
 * with the server's own schema; an existing article is saved as you type (useAutosave), a new one
 * is created with 'Crea l'article' once its required fields are filled. Beside it, the preview.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeskArticle } from '../../../common/api/desk.js';
import { articleInput, type ArticleInput } from '../../../common/api/deskInput.js';
import { TITLE_MAX_CHARS } from '../../../common/constants.js';
import { articleDataToIso, isoToArticleData } from '../../../common/dates.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { paths } from '../../../common/routes/index.js';
import { SECTION_KEYS, sectionName, type SectionKey } from '../../../common/sections.js';
import type { Article } from '../../../common/types.js';
import { ApiError } from '../../api/apiError.js';
import { createArticle, deskKeys, fetchSlug } from '../../api/desk.js';
import { SignInDialog } from '../../components/SignInDialog.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { useSaveCommand } from '../../platform/saveCommand.js';
import { ArticlePreview } from './ArticlePreview.js';
import { AuthorsField } from './AuthorsField.js';
import { BlockEditor } from './BlockEditor.js';
import { blockItem, notesIn, withPasted, type BlockItem } from './blocks.js';
import { ConflictPanel } from './ConflictPanel.js';
import { CorrectionBar } from './CorrectionBar.js';
import { RevisionHistory, revisionTime } from './RevisionHistory.js';
import { forgetUnsaved, readUnsaved, recoverable, type UnsavedText } from './unsavedText.js';
import { Field, messagesByPath } from './Field.js';
import { LazyInlineEditor } from './LazyInlineEditor.js';
import { MediaPicker } from './MediaPicker.js';
import { PrintPreview } from './PrintPreview.js';
import type { PastedBlock } from './paste.js';
import { NEW_ARTICLE_ID, usePrintEditionWith } from './printEdition.js';
import { SaveStatus } from './SaveStatus.js';
import { focusText } from './textKeys.js';
import { useAutosave } from './useAutosave.js';
import { usePrintPreview } from './usePrintPreview.js';
import previewStyles from './ArticlePreview.module.css';
import styles from './Desk.module.css';

interface Draft {
  section: SectionKey;
  title: string;
  url: string;
  /** The address typed by staff; otherwise it follows the title. */
  urlEdited: boolean;
  authors: string[];
  data: string;
  summary: string;
  imageCard: string | undefined;
  titlePdf: string;
  featured: boolean | undefined;
  items: BlockItem[];
}

function draftOf(article: Article): Draft {
  return {
    section: article.section,
    title: article.title,
    url: article.url,
    urlEdited: true,
    authors: article.authors,
    data: article.data,
    summary: article.summary ?? '',
    imageCard: article.imageCard,
    titlePdf: article.titlePdf ?? '',
    featured: article.featured,
    items: article.text.map(blockItem),
  };
}

/** The text kept in this computer, back in the editor's shape. */
function draftOfInput(input: ArticleInput): Draft {
  return {
    section: input.section,
    title: input.title,
    url: input.url ?? '',
    urlEdited: input.url !== undefined,
    authors: input.authors ?? [],
    data: input.data,
    summary: input.summary ?? '',
    imageCard: input.imageCard,
    titlePdf: input.titlePdf ?? '',
    featured: input.featured,
    items: (input.text ?? []).map(blockItem),
  };
}

const newDraft = (): Draft => ({
  section: 'articles',
  title: '',
  url: '',
  urlEdited: false,
  authors: [],
  data: isoToArticleData(new Date().toISOString().slice(0, 10)),
  summary: '',
  imageCard: undefined,
  titlePdf: '',
  featured: undefined,
  items: [blockItem({ type: 'paragraph', content: '' })],
});

function inputOf(draft: Draft, proposedUrl: string | undefined): ArticleInput {
  const url = draft.urlEdited ? draft.url : proposedUrl;
  return {
    section: draft.section,
    title: draft.title,
    ...(url ? { url } : {}),
    authors: draft.authors,
    data: draft.data,
    ...(htmlToPlainLine(draft.summary) ? { summary: draft.summary } : {}),
    ...(draft.imageCard ? { imageCard: draft.imageCard } : {}),
    ...(htmlToPlainLine(draft.titlePdf) ? { titlePdf: draft.titlePdf } : {}),
    ...(draft.featured !== undefined ? { featured: draft.featured } : {}),
    text: draft.items.map((item) => item.block),
  };
}

interface ArticleEditorProps {
  saved: DeskArticle | null;
  editionNumber: number;
  /** The text was replaced on the server (a restored revision, a discarded correction): the page opens it afresh, saying what happened. */
  onReplaced?(next: DeskArticle, notice?: string): void;
  /** What the page says happened to the text just before this editor opened it (a restore). */
  notice?: string | null;
}

export function ArticleEditor({ saved, editionNumber, onReplaced, notice = null }: ArticleEditorProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const id = saved?.article._id ?? null;
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved.article) : newDraft()));
  const [touched, setTouched] = useState(saved !== null);
  const [creating, setCreating] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  // A save was asked for (Crea l'article, Ctrl+S): every message shows, a block's just added too.
  const [saveAsked, setSaveAsked] = useState(false);
  // Blocks just added, whose messages wait: the status does not speak of them either.
  const [freshBlocks, setFreshBlocks] = useState<ReadonlySet<string>>(() => new Set());
  const autosave = useAutosave(id ?? '', saved?.revision ?? 0, saved?.savedAt ?? null, (next) => client.setQueryData(deskKeys.article(next.article._id), next));
  // Text typed here before and never saved (the window closed, the server was lost): offered back.
  const [kept, setKept] = useState<UnsavedText | null>(() => {
    if (!id || !saved) return null;
    const found = readUnsaved(id);
    const offer = found && recoverable(found, saved);
    if (found && !offer) forgetUnsaved(id);
    return offer;
  });
  const replaced = (next: DeskArticle, said?: string) => {
    client.setQueryData(deskKeys.article(next.article._id), next);
    if (said) onReplaced?.(next, said);
    else onReplaced?.(next);
  };

  // The address: the one typed, or the one the title makes; either way whether it is free in the section.
  const slugSource = draft.urlEdited ? draft.url : htmlToPlainLine(draft.title);
  const [slugAsked] = useDebouncedValue(`${draft.section}\n${slugSource}`, 300);
  const slug = useQuery({
    queryKey: ['admin', 'desk', 'slug', slugAsked, id],
    queryFn: (ctx) => fetchSlug(draft.section, slugAsked.split('\n')[1] ?? '', id, ctx),
    enabled: (slugAsked.split('\n')[1] ?? '').trim().length > 0,
    staleTime: 5_000,
  });
  const proposedUrl = !draft.urlEdited ? slug.data?.url : undefined;

  const input = useMemo(() => inputOf(draft, proposedUrl), [draft, proposedUrl]);
  const errors = useMemo(() => {
    const messages = messagesByPath(articleInput, input);
    if (slug.data && !slug.data.available && slug.data.message) messages.url ??= slug.data.message;
    return messages;
  }, [input, slug.data]);
  const valid = Object.keys(errors).length === 0;
  const show = (key: string) => (touched ? errors[key] : undefined);
  // What the status bar names: all but the waiting messages of blocks just added.
  const statusErrors = useMemo(() => {
    if (saveAsked || freshBlocks.size === 0) return errors;
    const waiting = new Set(draft.items.flatMap((item, index) => (freshBlocks.has(item.key) ? [String(index)] : [])));
    return Object.fromEntries(Object.entries(errors).filter(([path]) => !(path.startsWith('text.') && waiting.has(path.split('.')[1]!))));
  }, [errors, saveAsked, freshBlocks, draft.items]);
  const bodyErrors = useMemo(() => {
    const own: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) if (path.startsWith('text.')) own[path.slice(5)] = message;
    return own;
  }, [errors]);

  // Every change of an existing article goes to the saver (which waits for a pause).
  // The first render, and the other's version taken after a conflict, are already saved.
  const alreadySaved = useRef(true);
  const { change } = autosave;
  useEffect(() => {
    if (alreadySaved.current) {
      alreadySaved.current = false;
      return;
    }
    if (id) change(input, valid);
  }, [id, input, valid, change]);

  const update = (patch: Partial<Draft>) => {
    setTouched(true);
    setDraft((d) => ({ ...d, ...patch }));
  };

  // A document pasted into the title: its first paragraph or heading is the title (InlineEditor), the rest opens the body.
  const [titleNotices, setTitleNotices] = useState<string[]>([]);
  const pastedIntoTitle = (blocks: PastedBlock[], notices: string[]) => {
    setTitleNotices(notices);
    if (blocks.length === 0) return;
    setTouched(true);
    setDraft((d) => {
      const only = d.items.length === 1 ? d.items[0]!.block : null;
      const emptyBody = only?.type === 'paragraph' && only.content === '' && !only.image;
      return { ...d, items: withPasted(emptyBody ? [] : d.items, 0, blocks).items };
    });
  };

  // Enter in the title goes on to the body's first block, made first if the body is empty.
  const body = useRef<HTMLDivElement>(null);
  const toBody = () => {
    if (draft.items.length === 0) update({ items: [blockItem({ type: 'paragraph', content: '' })] });
    requestAnimationFrame(() => focusText(body.current?.querySelector('[data-testid="block"]')));
  };

  const recover = (text: UnsavedText) => {
    setKept(null);
    // Saved on the revision it was typed on: if someone saved since, the conflict panel shows both.
    autosave.rebase(text.baseRevision);
    update(draftOfInput(text.input));
  };

  const create = async () => {
    setTouched(true);
    setSaveAsked(true);
    if (!valid) return;
    setCreating({ busy: true, error: null });
    try {
      const made = await createArticle(editionNumber, input);
      client.setQueryData(deskKeys.article(made.article._id), made);
      void client.invalidateQueries({ queryKey: deskKeys.edition(editionNumber) });
      void navigate(paths.deskArticle(made.article._id), { replace: true });
    } catch (error) {
      setCreating({ busy: false, error: error instanceof ApiError ? error.message : 'No s’ha pogut crear l’article.' });
    }
  };

  useSaveCommand(() => {
    setSaveAsked(true);
    if (id) autosave.saveNow();
    else void create();
  });

  const published = saved?.edition.status === 'published';
  // 'Corregit el …' as readers will see it: the day the screen opened for a correction not yet published, else the last one's.
  const [openedAt] = useState(() => new Date().toISOString());
  const correctedAt = saved?.pendingCorrection ? openedAt : saved?.article.correctedAt;
  // One object per change of the draft: both previews wait for it to stop changing.
  const preview = useMemo<Article>(
    () => ({
      _id: id ?? NEW_ARTICLE_ID,
      title: draft.title || 'Sense títol',
      section: draft.section,
      url: input.url ?? '',
      text: input.text ?? [],
      authors: draft.authors,
      data: draft.data,
      issueNumber: editionNumber,
      ...(input.summary ? { summary: input.summary } : {}),
      ...(input.imageCard ? { imageCard: input.imageCard } : {}),
      ...(input.titlePdf ? { titlePdf: input.titlePdf } : {}),
      ...(!published ? { status: 'draft' as const } : {}),
      ...(published && correctedAt ? { correctedAt } : {}),
    }),
    [id, draft, input, editionNumber, published, correctedAt],
  );
  const printed = usePrintPreview(usePrintEditionWith(editionNumber, preview));
  const printedPage = printed.status === 'ready' ? printed.pages[preview._id] : undefined;

  const iso = articleDataToIso(draft.data) ?? '';
  const conflict = autosave.state.kind === 'conflict' ? autosave.state : null;
  const conflictPanel = useRef<HTMLElement>(null);

  return (
    <>
      <div className={styles.toolbarRow}>
        {id ? (
          <SaveStatus
            state={autosave.state}
            errors={statusErrors}
            onSignIn={() => setSigningIn(true)}
            onShowConflict={() => {
              conflictPanel.current?.scrollIntoView({ block: 'start' });
              conflictPanel.current?.focus();
            }}
          />
        ) : (
          <div className={styles.actions}>
            <button type="button" className="button button--primary" onClick={() => void create()} disabled={creating.busy}>
              Crea l’article
            </button>
            <span aria-live="polite" className={`${styles.status} ${creating.error || (touched && !valid) ? styles.statusError : ''}`}>
              {creating.busy ? 'Creant…' : creating.error ?? (touched && !valid ? 'Cal completar els camps marcats.' : 'Es desarà sol a partir d’ara, mentre escrius.')}
            </span>
          </div>
        )}
        {id && (
          <div className={styles.actions}>
            <button type="button" className={styles.quiet} aria-expanded={historyOpen} onClick={() => setHistoryOpen((open) => !open)}>
              Historial de revisions
            </button>
          </div>
        )}
      </div>

      {signingIn && (
        <SignInDialog
          text="El text que has escrit es guarda en aquest ordinador: en entrar, es desa de seguida."
          onSignedIn={() => {
            setSigningIn(false);
            void autosave.flush();
          }}
          onClose={() => setSigningIn(false)}
        />
      )}

      {notice && (
        <p className={styles.notice} role="status" data-testid="replaced-notice">
          {notice}
        </p>
      )}

      {saved && <CorrectionBar saved={saved} settle={autosave.settle} onReplaced={(next) => replaced(next)} />}

      {kept && (
        <div className={`${styles.notice} ${styles.correction}`} role="alert" data-testid="unsaved-offer">
          <p className={styles.correctionText}>
            Hi ha text d’aquest article escrit en aquest ordinador que no s’havia desat (de {revisionTime(kept.at)}). El vols recuperar?
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--primary" onClick={() => recover(kept)}>
              Recupera el text no desat
            </button>
            <button
              type="button"
              className={styles.quiet}
              onClick={() => {
                forgetUnsaved(id ?? '');
                setKept(null);
              }}
            >
              Descarta’l
            </button>
          </div>
        </div>
      )}

      {id && historyOpen && (
        <RevisionHistory
          id={id}
          currentRevision={saved?.revision ?? 0}
          settle={autosave.settle}
          baseRevision={autosave.revision}
          onRestored={(next, restored) => replaced(next, `S’ha restaurat la revisió ${restored}: ara és la revisió ${next.revision}.`)}
          onClose={() => setHistoryOpen(false)}
        />
      )}

      {conflict && (
        <ConflictPanel
          panelRef={conflictPanel}
          message={conflict.message}
          theirs={conflict.current}
          onKeepMine={() => autosave.resolve('mine', conflict.current)}
          onTakeTheirs={() => {
            alreadySaved.current = true;
            setDraft(draftOf(conflict.current.article));
            autosave.resolve('theirs', conflict.current);
          }}
        />
      )}

      <div className={styles.layout}>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>Article</h2>
          <div className={styles.grid}>
            <Field label="Secció" error={show('section')}>
              <select value={draft.section} onChange={(e) => update({ section: e.target.value as SectionKey })}>
                {SECTION_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {sectionName(key)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Data" error={show('data')}>
              <input type="date" value={iso} onChange={(e) => update({ data: e.target.value ? isoToArticleData(e.target.value) : '' })} />
            </Field>
            <div className={`${styles.field} ${styles.wide}`}>
              <span className={styles.label}>Títol</span>
              {/* A new article starts at its title; an existing one opens with the title's editor mounted just after it is drawn. */}
              <LazyInlineEditor
                eager={id === null}
                label="Títol"
                value={draft.title}
                onChange={(title) => update({ title })}
                onPastedBlocks={pastedIntoTitle}
                notesBefore={() => notesIn(draft.items)}
                onEnter={toBody}
                display
                invalid={Boolean(show('title'))}
              />
              <p className={styles.hint} data-testid="title-count">
                {htmlToPlainLine(draft.title).length} de {TITLE_MAX_CHARS.article} caràcters
              </p>
              {show('title') && <p className={styles.error}>Títol: {show('title')}</p>}
              {titleNotices.length > 0 && (
                <div className={styles.notice} role="status">
                  {titleNotices.map((message) => (
                    <p key={message}>{message}</p>
                  ))}
                </div>
              )}
            </div>
            <Field
              label="Adreça de l’article"
              wide
              error={show('url')}
              hint={`/${draft.section}/${draft.urlEdited ? draft.url : (proposedUrl ?? '…')}${draft.urlEdited ? '' : ' · es fa del títol'}`}
            >
              <input
                value={draft.urlEdited ? draft.url : (proposedUrl ?? '')}
                onChange={(e) => update({ url: e.target.value, urlEdited: true })}
                placeholder="es-fa-del-titol"
                spellCheck={false}
              />
            </Field>
            {draft.urlEdited && (
              <p className={styles.wide} style={{ margin: 0 }}>
                <button type="button" className={styles.quiet} onClick={() => update({ urlEdited: false })}>
                  Torna a fer l’adreça del títol
                </button>
              </p>
            )}
            <div className={styles.wide}>
              <AuthorsField authors={draft.authors} onChange={(authors) => update({ authors })} error={show('authors')} />
              {draft.authors.length === 0 && (
                <p className={styles.hint} role="note" data-testid="no-author">
                  ⚠ Sense autor: els lectors hi veurien «Autor desconegut». Afegeix-ne un abans de publicar l’edició.
                </p>
              )}
            </div>
            <div className={`${styles.field} ${styles.wide}`}>
              <span className={styles.label}>Resum (opcional)</span>
              <LazyInlineEditor eager={false} label="Resum" value={draft.summary} onChange={(summary) => update({ summary })} invalid={Boolean(show('summary'))} />
              <p className={styles.hint}>Sense resum, la targeta mostra els primers paràgrafs.</p>
              {show('summary') && <p className={styles.error}>{show('summary')}</p>}
            </div>
            <div className={styles.wide}>
              <MediaPicker label="Imatge de la targeta" value={draft.imageCard} onChange={(imageCard) => update({ imageCard })} error={show('imageCard')} />
            </div>
            <div className={`${styles.field} ${styles.wide}`}>
              <span className={styles.label}>Títol al PDF (opcional)</span>
              <LazyInlineEditor eager={false} label="Títol al PDF" value={draft.titlePdf} onChange={(titlePdf) => update({ titlePdf })} invalid={Boolean(show('titlePdf'))} />
              <p className={styles.hint}>Si el títol imprès ha de ser diferent (més curt, amb un salt de línia).</p>
            </div>
          </div>
          {/* The optional fields' editors (and the body's after its first block) mount once the page is
              up, when they come near the screen: the article opens editable sooner. */}
          <h2 className={styles.sectionTitle}>Cos de l’article</h2>
          <div ref={body}>
            <BlockEditor items={draft.items} onChange={(items) => update({ items })} errors={touched ? bodyErrors : {}} revealAll={saveAsked} onFreshChange={setFreshBlocks} />
          </div>
        </div>
        <div className={`${previewStyles.column} ${previewStyles.following}`}>
          <ArticlePreview article={preview} />
          <PrintPreview state={printed} page={printedPage} fileName={`previsualitzacio-edicio-${editionNumber}.pdf`} headingId="print-preview-title" />
        </div>
      </div>
    </>
  );
}
