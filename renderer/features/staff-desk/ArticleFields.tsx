/**
 * The article editor's fields above the body: section, date, title (with its count and what a
 * pasted document left), address (typed, or made from the title), authors, summary, the card's
 * image and the title for the PDF.
 */
import { TITLE_MAX_CHARS } from '../../../common/constants.js';
import { articleDataToIso, isoToArticleData } from '../../../common/dates.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { SECTION_KEYS, sectionName, type SectionKey } from '../../../common/sections.js';
import type { Draft } from './articleDraft.js';
import { AuthorsField } from './AuthorsField.js';
import { notesIn } from './blocks.js';
import { Field } from './Field.js';
import { LazyInlineEditor } from './LazyInlineEditor.js';
import { MediaPicker } from './MediaPicker.js';
import type { PastedBlock } from './paste.js';
import styles from './Desk.module.css';

interface ArticleFieldsProps {
  draft: Draft;
  update(patch: Partial<Draft>): void;
  /** A field's message, once staff have touched the form. */
  show(key: string): string | undefined;
  /** The address the title makes, while staff have not typed one. */
  proposedUrl: string | undefined;
  /** A new article starts at its title; an existing one opens with the title's editor mounted just after it is drawn. */
  isNew: boolean;
  titleNotices: string[];
  onPastedIntoTitle(blocks: PastedBlock[], notices: string[]): void;
  onTitleEnter(): void;
}

export function ArticleFields({ draft, update, show, proposedUrl, isNew, titleNotices, onPastedIntoTitle, onTitleEnter }: ArticleFieldsProps) {
  const iso = articleDataToIso(draft.data) ?? '';
  return (
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
          eager={isNew}
          label="Títol"
          value={draft.title}
          onChange={(title) => update({ title })}
          onPastedBlocks={onPastedIntoTitle}
          notesBefore={() => notesIn(draft.items)}
          onEnter={onTitleEnter}
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
  );
}
