/**
 * 'Nou article' and an article's editor: its fields and its body as blocks, checked as you type
 * with the server's own schema; an existing article is saved as you type (useAutosave), a new one
 * is created with 'Crea l'article' once its required fields are filled. Beside it, the preview.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DeskArticle } from '../../../common/api/desk.js';
import type { Article } from '../../../common/types.js';
import { deskKeys } from '../../api/desk.js';
import { SignInDialog } from '../../components/SignInDialog.js';
import { useSaveCommand } from '../../platform/saveCommand.js';
import { ArticleFields } from './ArticleFields.js';
import { ArticlePreview } from './ArticlePreview.js';
import { draftOf, draftOfInput, newDraft, previewOf, type Draft } from './articleDraft.js';
import { BlockEditor } from './BlockEditor.js';
import { blockItem, withPasted } from './blocks.js';
import { ConflictPanel } from './ConflictPanel.js';
import { CorrectionBar } from './CorrectionBar.js';
import { ReviewBar } from './ReviewBar.js';
import { RevisionHistory } from './RevisionHistory.js';
import { forgetUnsaved, readUnsaved, recoverable, type UnsavedText } from './unsavedText.js';
import { PrintPreview } from './PrintPreview.js';
import { ReadOnlyArticle } from './ReadOnlyArticle.js';
import type { PastedBlock } from './paste.js';
import { NEW_ARTICLE_ID, usePrintEditionWith } from './printEdition.js';
import { SaveStatus } from './SaveStatus.js';
import { focusText } from './textKeys.js';
import { UnsavedOffer } from './UnsavedOffer.js';
import { useArticleChecks } from './useArticleChecks.js';
import { useAutosave } from './useAutosave.js';
import { useCreateArticle } from './useCreateArticle.js';
import { useArticleRefusal } from './useDeskAccess.js';
import { usePrintPreview } from './usePrintPreview.js';
import previewStyles from './ArticlePreview.module.css';
import styles from './Desk.module.css';

interface ArticleEditorProps {
  saved: DeskArticle | null;
  editionNumber: number;
  /** 'Crea l’article' made the article (in the cache already): the page hands it to this editor as its `saved`. */
  onCreated?(made: DeskArticle): void;
  /** The text was replaced on the server (a restored revision, a discarded correction): the page opens it afresh, saying what happened. */
  onReplaced?(next: DeskArticle, notice?: string): void;
  /** What the page says happened to the text just before this editor opened it (a restore). */
  notice?: string | null;
}

/** The editor, or the article as readers will see it when the signed-in person may not change it (the server would refuse). */
export function ArticleEditor(props: ArticleEditorProps) {
  const refusal = useArticleRefusal(props.saved);
  return refusal && props.saved ? <ReadOnlyArticle saved={props.saved} refusal={refusal} /> : <EditableArticle {...props} />;
}

function EditableArticle({ saved, editionNumber, onReplaced, onCreated, notice = null }: ArticleEditorProps) {
  const client = useQueryClient();
  const creation = useCreateArticle(editionNumber);
  const { creating } = creation;
  const id = saved?.article._id ?? null;
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved.article) : newDraft()));
  const [touched, setTouched] = useState(saved !== null);
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

  const { input, errors, valid, proposedUrl, checking } = useArticleChecks(draft, id);
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
  const { change, waitForChecks } = autosave;
  const { isCreatedText } = creation;
  useEffect(() => {
    if (alreadySaved.current) {
      alreadySaved.current = false;
      return;
    }
    // Just created: what was typed while the create was on its way is saved after it.
    if (id && !isCreatedText(input)) change(input, valid);
  }, [id, input, valid, change, isCreatedText]);
  // A save waits for the address's check on its way (a refusal comes through the effect above first).
  useEffect(() => waitForChecks(checking), [checking, waitForChecks]);

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
    // The editor goes on as the article's, as a fresh one would open it: its address no longer follows the title.
    await creation.create(input, (made) => {
      setSaveAsked(false);
      setDraft((d) => (d.urlEdited ? d : { ...d, url: made.article.url, urlEdited: true }));
      onCreated?.(made);
    });
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
  const preview = useMemo<Article>(() => previewOf(id ?? NEW_ARTICLE_ID, draft, input, editionNumber, published, correctedAt), [id, draft, input, editionNumber, published, correctedAt]);
  const printed = usePrintPreview(usePrintEditionWith(editionNumber, preview));
  const printedPage = printed.status === 'ready' ? printed.pages[preview._id] : undefined;

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

      {saved && <ReviewBar saved={saved} settle={autosave.settle} onMoved={(next) => replaced(next)} />}
      {saved && <CorrectionBar saved={saved} settle={autosave.settle} onReplaced={(next) => replaced(next)} />}

      {kept && (
        <UnsavedOffer
          at={kept.at}
          onRecover={() => recover(kept)}
          onDiscard={() => {
            forgetUnsaved(id ?? '');
            setKept(null);
          }}
        />
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
          <ArticleFields
            draft={draft}
            update={update}
            show={show}
            proposedUrl={proposedUrl}
            isNew={id === null}
            titleNotices={titleNotices}
            onPastedIntoTitle={pastedIntoTitle}
            onTitleEnter={toBody}
          />
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
