/**
 * An author's profile at the desk ('Nou autor', or an author's page): every field of the spec
 * (photo from the media library, profession, place, short and full bio, specialties, education,
 * awards, contact), checked as you type with the contract's own schema, and beside it the profile
 * as readers will see it, drawn by the reader's own components. No field cuts what is typed or
 * pasted (no maxLength): a text past its limit stays, and the schema's message says the limit.
 * A contributor, whom the server refuses authors' changes, sees the profile read-only.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { slugify } from '../../../common/authors.js';
import { magazineClockTime } from '../../../common/dates.js';
import { paths } from '../../../common/routes/index.js';
import { AUTHOR_NAME_MAX_CHARS, authorsApi, type SavedAuthor } from '../../../common/api/authors.js';
import type { Author } from '../../../common/types.js';
import { ApiError } from '../../api/apiError.js';
import { createAuthor, staffAuthorKeys, updateAuthor } from '../../api/authors.js';
import { useSaveCommand } from '../../platform/saveCommand.js';
import { AuthorPreview } from './AuthorPreview.js';
import { useMayCall } from './useDeskAccess.js';
import { useKeptHtml } from './useKeptHtml.js';
import {
  authorFormErrors,
  createRequestOf,
  emptyAuthorForm,
  formOfAuthor,
  previewAuthorOf,
  slugOf,
  updateRequestOf,
  type AuthorForm,
  type AwardRow,
  type EducationRow,
} from './authorForm.js';
import { Field } from './Field.js';
import { MediaPicker } from './MediaPicker.js';
import styles from './Desk.module.css';
import own from './AuthorEditor.module.css';

type Notice = { tone: 'ok' | 'error'; text: string } | null;

interface AuthorEditorProps {
  saved: Author | null;
  /** 'Crea l’autor' made the author: the page hands her to this form as its `saved`, and shows her address. */
  onCreated?(made: SavedAuthor): void;
}

export function AuthorEditor({ saved, onCreated }: AuthorEditorProps) {
  const client = useQueryClient();
  const [form, setForm] = useState<AuthorForm>(() => (saved ? formOfAuthor(saved) : emptyAuthorForm()));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const mayEdit = useMayCall(saved ? authorsApi.update : authorsApi.create);

  const errors = useMemo(() => authorFormErrors(form), [form]);
  // The bios as saving will keep them: the preview shows that, and says when something will go.
  const keptShort = useKeptHtml(form.bioShort, 'inline');
  const keptFull = useKeptHtml(form.bioFull, 'rich');
  const valid = Object.keys(errors).length === 0;
  const show = (path: string) => (touched ? errors[path] : undefined);
  const set = <K extends keyof AuthorForm>(key: K, value: AuthorForm[K]) => {
    setTouched(true);
    setNotice(null);
    setForm((f) => ({ ...f, [key]: value }));
  };

  const save = async () => {
    if (!mayEdit) return;
    setTouched(true);
    if (!valid) {
      setNotice({ tone: 'error', text: 'Cal corregir els camps marcats abans de desar.' });
      return;
    }
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const sent = form;
    try {
      const author = saved ? await updateAuthor(saved._id, updateRequestOf(form)) : await createAuthor(createRequestOf(form));
      // Readers' lists and profiles read again; the desk's list too.
      void client.invalidateQueries({ queryKey: staffAuthorKeys.all });
      void client.invalidateQueries({ queryKey: ['authors'] });
      if (!saved) {
        // The form goes on as hers, with what was typed while the create was on its way (saved by 'Desa l’autor'):
        // her address is the server's, unless staff changed it meanwhile.
        setForm((f) => (f.slug === sent.slug ? { ...f, slug: author.slug } : f));
        onCreated?.(author);
        return;
      }
      setForm((f) => ({ ...f, slug: author.slug }));
      // The server's time of the save, told at the magazine's clock (as the article editor does).
      const time = magazineClockTime(author.updatedAt);
      setNotice({ tone: 'ok', text: time ? `L’autor s’ha desat a les ${time}.` : 'L’autor s’ha desat.' });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : 'No s’ha pogut desar l’autor: comprova la connexió.' });
    } finally {
      setBusy(false);
    }
  };
  useSaveCommand(() => void save());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <div className={styles.layout}>
      <form className={styles.section} onSubmit={onSubmit} noValidate aria-labelledby="author-fields-title">
        <h2 id="author-fields-title" className={styles.sectionTitle}>
          Perfil
        </h2>
        {!mayEdit && (
          <p id="author-locked-note" className={styles.notice}>
            {saved ? 'El perfil d’un autor només el canvia un editor: aquí el veus tal com és, i al costat com el veuran els lectors.' : 'Només un editor pot crear un autor nou.'}
          </p>
        )}
        {/* Disabled as a whole for a contributor: every field and row button reads as text. */}
        <fieldset disabled={!mayEdit} aria-describedby={mayEdit ? undefined : 'author-locked-note'} className={mayEdit ? own.bare : `${own.bare} ${styles.readOnly}`}>
          <div className={styles.grid}>
            <Field label="Nom" error={show('name')} hint={`${form.name.trim().length} de ${AUTHOR_NAME_MAX_CHARS} caràcters`}>
              <input value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Adreça del perfil" error={show('slug')} hint={slugOf(form) ? paths.author(slugOf(form)) : 'Es fa amb el nom.'}>
              <input value={form.slug} onChange={(e) => set('slug', e.target.value)} placeholder={slugify(form.name) || 'es fa amb el nom'} />
            </Field>
            <Field label="Professió" error={show('profession')}>
              <input value={form.profession} onChange={(e) => set('profession', e.target.value)} />
            </Field>
            <Field label="Lloc" error={show('location')}>
              <input value={form.location} onChange={(e) => set('location', e.target.value)} />
            </Field>
            <div className={styles.wide}>
              <MediaPicker label="Foto" value={form.photo} onChange={(name) => set('photo', name)} error={show('photo')} />
            </div>
            <Field label="Biografia breu" error={show('bio.short')} hint="Surt al directori i a la capçalera del perfil. Admet HTML senzill (<em>, <strong>, <a>)." wide>
              <textarea value={form.bioShort} onChange={(e) => set('bioShort', e.target.value)} rows={3} />
            </Field>
            <Field label="Biografia completa" error={show('bio.full')} hint="La pestanya «Sobre» del perfil. HTML: paràgrafs (<p>), cursives, negretes i enllaços." wide>
              <textarea value={form.bioFull} onChange={(e) => set('bioFull', e.target.value)} rows={8} />
            </Field>
            {(keptShort.removed || keptFull.removed) && (
              <p className={`${styles.notice} ${styles.wide}`} role="note" data-testid="bio-removed">
                En desar, la biografia perdrà el que el web no mostra (scripts, estils, atributs o etiquetes no admesos). La previsualització ja la mostra tal com quedarà.
              </p>
            )}
          </div>

          <Rows
            title="Especialitats"
            error={show('specialties')}
            rows={form.specialties}
            onChange={(rows) => set('specialties', rows)}
            blank=""
            addLabel="Afegeix una especialitat"
            removeLabel={(n) => `Treu l’especialitat ${n}`}
            row={(value, n, update) => (
              <Field label={`Especialitat ${n}`} error={show(`specialties.${n - 1}`)}>
                <input value={value} onChange={(e) => update(e.target.value)} />
              </Field>
            )}
          />

          <Rows<EducationRow>
            title="Formació"
            error={show('education')}
            rows={form.education}
            onChange={(rows) => set('education', rows)}
            blank={{ degree: '', institution: '', year: '' }}
            addLabel="Afegeix una formació"
            removeLabel={(n) => `Treu la formació ${n}`}
            row={(entry, n, update) => (
              <>
                <Field label={`Títol ${n}`} error={show(`education.${n - 1}.degree`)}>
                  <input value={entry.degree} onChange={(e) => update({ ...entry, degree: e.target.value })} />
                </Field>
                <Field label={`Institució ${n}`} error={show(`education.${n - 1}.institution`)}>
                  <input value={entry.institution} onChange={(e) => update({ ...entry, institution: e.target.value })} />
                </Field>
                <Field label={`Any de la formació ${n}`} error={show(`education.${n - 1}.year`)}>
                  <input inputMode="numeric" value={entry.year} onChange={(e) => update({ ...entry, year: e.target.value })} />
                </Field>
              </>
            )}
          />

          <Rows<AwardRow>
            title="Premis i reconeixement"
            error={show('awards')}
            rows={form.awards}
            onChange={(rows) => set('awards', rows)}
            blank={{ name: '', year: '' }}
            addLabel="Afegeix un premi"
            removeLabel={(n) => `Treu el premi ${n}`}
            row={(award, n, update) => (
              <>
                <Field label={`Premi ${n}`} error={show(`awards.${n - 1}.name`)}>
                  <input value={award.name} onChange={(e) => update({ ...award, name: e.target.value })} />
                </Field>
                <Field label={`Any del premi ${n}`} error={show(`awards.${n - 1}.year`)}>
                  <input inputMode="numeric" value={award.year} onChange={(e) => update({ ...award, year: e.target.value })} />
                </Field>
              </>
            )}
          />

          <fieldset className={own.rows}>
            <legend className={styles.sectionTitle}>Contacte</legend>
            <div className={styles.grid}>
              <Field label="Web" error={show('contact.website')}>
                <input type="url" value={form.website} onChange={(e) => set('website', e.target.value)} placeholder="https://…" />
              </Field>
              <Field label="Twitter" error={show('contact.twitter')}>
                <input value={form.twitter} onChange={(e) => set('twitter', e.target.value)} placeholder="@nom" />
              </Field>
              <Field label="LinkedIn" error={show('contact.linkedin')}>
                <input type="url" value={form.linkedin} onChange={(e) => set('linkedin', e.target.value)} placeholder="https://www.linkedin.com/in/…" />
              </Field>
            </div>
          </fieldset>
        </fieldset>

        {mayEdit && (
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={busy}>
              {saved ? 'Desa l’autor' : 'Crea l’autor'}
            </button>
            <span aria-live="polite">
              {busy && <span className={styles.status}>Desant…</span>}
              {notice && !busy && (
                <span className={`${styles.status} ${notice.tone === 'error' ? styles.statusError : ''}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
                  {notice.text}
                </span>
              )}
            </span>
          </div>
        )}
      </form>

      <AuthorPreview author={{ ...previewAuthorOf(form, saved), bio: { ...(keptShort.html ? { short: keptShort.html } : {}), ...(keptFull.html ? { full: keptFull.html } : {}) } }} />
    </div>
  );
}

interface RowsProps<T> {
  title: string;
  error: string | undefined;
  rows: T[];
  onChange(rows: T[]): void;
  blank: T;
  addLabel: string;
  removeLabel(n: number): string;
  /** The fields of row n (counted from 1), and how to change that row. */
  row(value: T, n: number, update: (next: T) => void): ReactNode;
}

/** A list the form edits (specialties, education, awards): each row's fields, a button to take it out, one to add a row. */
function Rows<T>({ title, error, rows, onChange, blank, addLabel, removeLabel, row }: RowsProps<T>) {
  const replace = (index: number, next: T) => onChange(rows.map((r, i) => (i === index ? next : r)));
  return (
    <fieldset className={own.rows}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {rows.length === 0 && <p className={styles.hint}>Cap, de moment.</p>}
      <ol className={own.rowList}>
        {rows.map((value, index) => (
          // Rows have no identity of their own: their place is their name ('Premi 2').
          <li key={index} className={own.row}>
            {row(value, index + 1, (next) => replace(index, next))}
            <button type="button" className={styles.quiet} aria-label={removeLabel(index + 1)} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Treu
            </button>
          </li>
        ))}
      </ol>
      {error && <p className={styles.error}>{error}</p>}
      <p>
        <button type="button" className={styles.quiet} onClick={() => onChange([...rows, blank])}>
          {addLabel}
        </button>
      </p>
    </fieldset>
  );
}
