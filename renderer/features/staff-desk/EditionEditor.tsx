/**
 * 'Nova edició' and a draft edition's page: its fields (the next number proposed, title,
 * description, date, cover and its credit, pdfManual), checked as you type with the server's own
 * schema, and, once it exists, its articles in order with 'Nou article'.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { deskApi, type DeskEdition } from '../../../common/api/desk.js';
import { createEditionRequest } from '../../../common/api/deskInput.js';
import { TITLE_MAX_CHARS } from '../../../common/constants.js';
import { paths } from '../../../common/routes/index.js';
import { ApiError } from '../../api/apiError.js';
import { createEdition, deskKeys, fetchDeskEdition, fetchNextNumber, updateEdition } from '../../api/desk.js';
import { editionKeys, fetchEditions } from '../../api/editions.js';
import { useSaveCommand } from '../../platform/saveCommand.js';
import { ArticleOrder } from './ArticleOrder.js';
import { handedOnKey } from './creatingScreen.js';
import { EditionCardPreview } from './EditionCardPreview.js';
import { emptyForm, formOf, requestOf, summaryOf, type EditionForm } from './editionForm.js';
import { Field, messagesByPath } from './Field.js';
import { MediaPicker } from './MediaPicker.js';
import { PrintPreview } from './PrintPreview.js';
import { usePrintEditionOf } from './printEdition.js';
import { useMayCall } from './useDeskAccess.js';
import { usePrintPreview } from './usePrintPreview.js';
import previewStyles from './ArticlePreview.module.css';
import styles from './Desk.module.css';

const PUBLISHED_NOTE =
  'Aquesta edició ja és publicada i les seves dades no es poden canviar aquí. Per corregir-les, retira-la a «Edicions» amb ‘Retira’, canvia-les i torna-la a publicar; el text d’un article es corregeix des del mateix article.';
const NOT_YOURS = 'Les dades d’una edició i l’ordre dels seus articles només els canvia un editor: aquí els veus tal com són.';
const NOT_YOURS_NEW = 'Només un editor pot crear una edició nova.';
const PUBLISHED_ORDER = 'L’edició està publicada: aquest és l’ordre que veuen els lectors.';
const NOT_YOURS_ORDER = 'Aquest és l’ordre de l’edició; només un editor el pot canviar.';

/** The form's identity: the history entry that opened it, or the one a create handed on (creatingScreen). */
const formKeyOf = (location: Location): string => handedOnKey(location, 'editionForm') ?? location.key;

export function EditionEditor({ number }: { number: number | null }) {
  const formKey = formKeyOf(useLocation());
  const edition = useQuery({
    queryKey: deskKeys.edition(number ?? -1),
    queryFn: (ctx) => fetchDeskEdition(number!, ctx),
    enabled: number !== null,
    staleTime: 0,
  });
  if (number === null) return <EditionFields key={formKey} formKey={formKey} edition={null} />;
  if (edition.isPending) return <p className={styles.status}>Carregant l’edició…</p>;
  if (edition.isError) {
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {edition.error instanceof ApiError ? edition.error.message : 'No s’ha pogut carregar l’edició.'}
      </p>
    );
  }
  return <EditionFields key={formKey} formKey={formKey} edition={edition.data} />;
}

/** 'Previsualitza l’edició' on paper: the whole edition's pages, following the form (pdfManual included) and the order. */
function EditionPrintPreview({ edition, form }: { edition: DeskEdition; form: EditionForm }) {
  const number = edition.issue.number;
  const fields = useMemo(() => {
    const { number: _same, ...rest } = requestOf(form);
    return rest;
  }, [form]);
  const state = usePrintPreview(usePrintEditionOf(number, fields, edition.issue.articlesOrder));
  return <PrintPreview state={state} fileName={`previsualitzacio-edicio-${number}.pdf`} headingId="edition-print-title" />;
}

function EditionFields({ formKey, edition: opened }: { formKey: string; edition: DeskEdition | null }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // Once this form has created its edition, it is that edition's form, even before its address is shown.
  const [created, setCreated] = useState<DeskEdition | null>(null);
  const edition = opened ?? created;
  const [form, setForm] = useState<EditionForm>(() => (edition ? formOf(edition.issue) : emptyForm()));
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const next = useQuery({ queryKey: deskKeys.nextNumber, queryFn: (ctx) => fetchNextNumber(ctx), enabled: edition === null, staleTime: 0 });
  const published = edition !== null && edition.issue.status !== 'draft';
  // A contributor reads an edition (and adds articles to a draft one) but may not create or change one: the server's guard refuses.
  const mayEdit = useMayCall(edition === null ? deskApi.createEdition : deskApi.updateEdition);
  const locked = published || !mayEdit;

  // The proposed number fills the field once, unless staff typed their own.
  useEffect(() => {
    if (next.data) setForm((f) => (f.number === '' ? { ...f, number: String(next.data.number) } : f));
  }, [next.data]);

  const set = <K extends keyof EditionForm>(key: K, value: EditionForm[K]) => {
    setTouched(true);
    setForm((f) => ({ ...f, [key]: value }));
  };

  // The other editions, to say while typing that a number or a title is already one's.
  const others = useQuery({ queryKey: editionKeys.list, queryFn: (ctx) => fetchEditions(ctx), staleTime: 10_000, enabled: !locked });
  const errors = useMemo(() => {
    const messages = messagesByPath(createEditionRequest, requestOf(form));
    if (edition === null && !/^\d+$/.test(form.number.trim())) messages.number = 'cal un número (xifres)';
    else if (edition === null && others.data?.editions.some((e) => e.number === Number(form.number))) messages.number ??= `ja hi ha una edició número ${Number(form.number)}`;
    return messages;
  }, [form, edition, others.data]);
  const sameTitle = others.data?.editions.find((e) => e.number !== edition?.issue.number && e.title.trim().toLowerCase() === form.title.trim().toLowerCase() && form.title.trim() !== '');
  const valid = Object.keys(errors).length === 0;
  const summary = useMemo(() => summaryOf(form, edition), [form, edition]);
  const show = (key: string) => (touched ? errors[key] : undefined);

  const refresh = (saved: DeskEdition) => {
    client.setQueryData(deskKeys.edition(saved.issue.number), saved);
    void client.invalidateQueries({ queryKey: editionKeys.list });
  };

  // Saves go one after another, so an order moved twice reaches the server in the order it was
  // moved; the answer to an order that a later move has replaced is not shown (the later one's is).
  const lastOrder = useRef<string[] | undefined>(undefined);
  const save = useMutation({
    scope: { id: `desk-edition-${edition?.issue.number ?? 'new'}` },
    mutationFn: async (order?: string[]) => {
      const body = requestOf(form);
      if (edition === null) return createEdition(body);
      const { number: _unchanged, ...fields } = body;
      return updateEdition(edition.issue.number, { ...fields, articlesOrder: order ?? edition.issue.articlesOrder });
    },
    // A new order shows at once (the focus follows the moved article); a refusal brings back the saved one.
    onMutate: (order) => {
      if (!order || edition === null) return;
      lastOrder.current = order;
      const byId = new Map(edition.articles.map((a) => [a.article._id, a]));
      client.setQueryData<DeskEdition>(deskKeys.edition(edition.issue.number), {
        issue: { ...edition.issue, articlesOrder: order },
        articles: order.map((id) => byId.get(id)).filter((a) => a !== undefined),
      });
    },
    onSuccess: (saved, order) => {
      if (order && order !== lastOrder.current) return;
      refresh(saved);
      if (edition === null) {
        setCreated(saved);
        setForm((f) => ({ ...f, number: String(saved.issue.number) }));
        void navigate(paths.deskEdition(saved.issue.number), { replace: true, state: { editionForm: formKey } });
        return;
      }
      setNotice({ tone: 'ok', text: order ? 'L’ordre dels articles s’ha desat.' : 'L’edició s’ha desat.' });
      setTouched(false);
    },
    onError: (error) => {
      if (edition) void client.invalidateQueries({ queryKey: deskKeys.edition(edition.issue.number) });
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : 'No s’ha pogut desar l’edició.' });
    },
  });

  const saveForm = () => {
    setTouched(true);
    if (valid && !locked && !save.isPending) save.mutate(undefined);
  };
  useSaveCommand(saveForm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveForm();
  };

  return (
    <div className={styles.layout}>
      <form className={styles.section} onSubmit={onSubmit} noValidate aria-labelledby="edition-fields-title">
        <h2 id="edition-fields-title" className={styles.sectionTitle}>
          Dades de l’edició
        </h2>
        {/* Fields the server would not save (a published edition, a contributor) read as text, and say why. */}
        {locked && (
          <p id="edition-locked-note" className={styles.notice}>
            {mayEdit ? PUBLISHED_NOTE : edition === null ? NOT_YOURS_NEW : NOT_YOURS}
          </p>
        )}
        <fieldset
          disabled={locked}
          aria-describedby={locked ? 'edition-locked-note' : undefined}
          className={`${styles.grid} ${locked ? styles.readOnly : ''}`}
          style={{ border: 0, padding: 0, margin: 0 }}
        >
          <Field label="Número" error={show('number')} hint={edition === null ? 'Proposem el següent número lliure.' : undefined}>
            <input inputMode="numeric" value={form.number} onChange={(e) => set('number', e.target.value)} readOnly={edition !== null} />
          </Field>
          <Field label="Data de publicació" error={show('publicationDate')}>
            <input type="date" value={form.publicationDate} onChange={(e) => set('publicationDate', e.target.value)} />
          </Field>
          <Field
            label="Títol"
            error={show('title')}
            hint={`${form.title.trim().length} de ${TITLE_MAX_CHARS.edition} caràcters${sameTitle ? ` · Ja hi ha una edició amb aquest títol: la número ${sameTitle.number}.` : ''}`}
            wide
          >
            <input value={form.title} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field label="Descripció" error={show('description')} hint="Com a màxim 5.000 caràcters." wide>
            <textarea value={form.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <div className={styles.wide}>
            <MediaPicker label="Imatge de portada" value={form.coverImage} onChange={(name) => set('coverImage', name)} error={show('coverImage')} />
          </div>
          <Field label="Il·lustració: artista" error={show('coverCredit.artist')}>
            <input value={form.artist} onChange={(e) => set('artist', e.target.value)} />
          </Field>
          <Field label="Il·lustració: obra o peu" error={show('coverCredit.artwork')}>
            <input value={form.artwork} onChange={(e) => set('artwork', e.target.value)} />
          </Field>
          <Field label="Il·lustració: enllaç de l’artista" error={show('coverCredit.profileUrl')} wide>
            <input type="url" value={form.profileUrl} onChange={(e) => set('profileUrl', e.target.value)} placeholder="https://…" />
          </Field>
          <label className={`${styles.check} ${styles.wide}`}>
            <input type="checkbox" checked={form.pdfManual} onChange={(e) => set('pdfManual', e.target.checked)} />
            Maquetació manual del PDF: el PDF segueix les indicacions de pàgina de cada bloc
          </label>
        </fieldset>
        {mayEdit && (
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={save.isPending || locked || (touched && !valid)}>
              {edition === null ? 'Crea l’esborrany' : 'Desa l’edició'}
            </button>
            <span aria-live="polite">
              {save.isPending && <span className={styles.status}>Desant…</span>}
              {notice && !save.isPending && (
                <span className={`${styles.status} ${notice.tone === 'error' ? styles.statusError : ''}`} role={notice.tone === 'error' ? 'alert' : undefined}>
                  {notice.text}
                </span>
              )}
            </span>
          </div>
        )}
      </form>

      {edition === null && (
        <div className={previewStyles.column}>
          <EditionCardPreview summary={summary} />
          <p className={styles.status}>Quan l’esborrany existeixi, s’hi podran afegir articles amb ‘Nou article’, ordenar-los i veure’n les pàgines impreses.</p>
        </div>
      )}
      {edition && (
        <div className={previewStyles.column}>
          <section className={styles.section} aria-labelledby="edition-order-title">
            <div className={styles.actions} style={{ justifyContent: 'space-between' }}>
              <h2 id="edition-order-title" className={styles.sectionTitle}>
                Articles, en l’ordre de la portada
              </h2>
              {!published && (
                <Link to={paths.deskNewArticle(edition.issue.number)} className="button button--primary">
                  Nou article
                </Link>
              )}
            </div>
            <ArticleOrder articles={edition.articles} lockedBecause={published ? PUBLISHED_ORDER : mayEdit ? null : NOT_YOURS_ORDER} saving={save.isPending} onReorder={(ids) => save.mutate(ids)} />
          </section>
          <EditionCardPreview summary={summary} />
          <EditionPrintPreview edition={edition} form={form} />
        </div>
      )}
    </div>
  );
}
