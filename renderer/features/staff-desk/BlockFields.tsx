/** The fields of one body block, by its type; `errors` are the block's own ('content', 'notes.2.content'…). */
import { useState, type ReactNode } from 'react';
import type { BodyBlock, PdfBlockAttributes } from '../../../common/types.js';
import { youtubeEmbedUrl } from '../../../common/youtube.js';
import type { PasteJoin, PastedBlock } from './paste.js';
import { cssToStyles, stylesToCss } from './blockStyles.js';
import { Field } from './Field.js';
import { InlineEditor } from './InlineEditor.js';
import { LazyInlineEditor } from './LazyInlineEditor.js';
import { MediaPicker } from './MediaPicker.js';
import type { TextKeyHandlers } from './textKeys.js';
import styles from './BlockEditor.module.css';
import desk from './Desk.module.css';

interface BlockFieldsProps {
  block: BodyBlock;
  label: string;
  errors: Record<string, string>;
  onChange(block: BodyBlock): void;
  /** Blocks pasted after the text's first paragraph (paste.ts), what the paste could not keep and where the caret belongs. */
  onPastedBlocks(blocks: PastedBlock[], notices: string[], join: PasteJoin | null): void;
  /** How many notes the article has: pasted notes are numbered after them. */
  notesBefore?: () => number;
  /** Enter in the block's text: the text after the caret, for a new paragraph block after this one. */
  onSplit(after: string): void;
  /** Backspace at the start of the block's text: joined to the block before, unless that cannot take it (false). */
  onJoinBackward(html: string): boolean;
  /** Whether its text editors mount at once, or as the block comes near the screen (LazyInlineEditor). */
  eager?: boolean;
}

export function BlockFields({ block, label, errors, onChange, onPastedBlocks, notesBefore, onSplit, onJoinBackward, eager = true }: BlockFieldsProps) {
  const error = (key: string) => errors[key];
  // The block's own text (not a caption, a reference or a list's line) splits on Enter and joins on Backspace.
  const ownText = { onSplit, onJoinBackward };
  const text = (
    key: string,
    name: string,
    value: string,
    set: (html: string) => void,
    display = false,
    more: { pasted?: BlockFieldsProps['onPastedBlocks']; keys?: TextKeyHandlers } = {},
  ) => (
    <div className={desk.field}>
      {name !== 'Text' && <span className={desk.label}>{name}</span>}
      <LazyInlineEditor
        eager={eager}
        label={`${name} (${label})`}
        value={value}
        onChange={set}
        invalid={Boolean(error(key))}
        display={display}
        onPastedBlocks={more.pasted}
        notesBefore={notesBefore}
        {...more.keys}
      />
      {error(key) && <p className={desk.error}>{`${name}: ${error(key)}`}</p>}
    </div>
  );

  switch (block.type) {
    case 'paragraph':
      return (
        <>
          {text('content', 'Text', block.content, (content) => onChange({ ...block, content }), false, { pasted: onPastedBlocks, keys: ownText })}
          <MoreFields summary="Imatge, estil i impressió">
            <div className={desk.grid}>
              <div className={desk.wide}>
                <MediaPicker label="Imatge del paràgraf" value={block.image?.name} error={error('image.name')} onChange={(name) => onChange(withOptional(block, 'image', name ? { name } : undefined))} />
              </div>
              <Field label="Classe" hint="Un peu d’imatge es mostra petit i centrat, sota la imatge" error={error('className')}>
                <select value={block.className ?? ''} onChange={(e) => onChange(withOptional(block, 'className', e.target.value || undefined))}>
                  <option value="">Paràgraf normal</option>
                  <option value="image-foot">Peu d’imatge</option>
                </select>
              </Field>
              <StylesField styles={block.styles} error={error('styles')} onChange={(styles) => onChange(withOptional(block, 'styles', styles))} />
              <PdfFields block={block} onChange={onChange} />
            </div>
          </MoreFields>
        </>
      );
    case 'paragraph2':
      return (
        <>
          {text('content', 'Cita', block.content, (content) => onChange({ ...block, content }), true, { keys: ownText })}
          {text('reference', 'Referència', block.reference ?? '', (reference) => onChange(withOptional(block, 'reference', reference || undefined)))}
        </>
      );
    case 'title':
    case 'title2':
    case 'question':
      return text('content', 'Text', block.content, (content) => onChange({ ...block, content }), true, { pasted: onPastedBlocks, keys: ownText });
    case 'image':
    case 'video':
      return (
        <>
          <MediaPicker
            label={block.type === 'image' ? 'Imatge' : 'Vídeo'}
            kind={block.type}
            value={block.name || undefined}
            error={error('name')}
            onChange={(name) => onChange({ ...block, name: name ?? '' })}
          />
          {text('content', 'Peu', block.content ?? '', (content) => onChange(withOptional(block, 'content', content || undefined)))}
        </>
      );
    case 'youtube': {
      const embed = block.content ? youtubeEmbedUrl(block.content) : null;
      return (
        <>
          <Field
            label="Adreça del vídeo de YouTube"
            error={error('content') ?? (block.content && !embed ? 'no és una adreça d’un vídeo de YouTube' : undefined)}
            hint={embed ? `S’incrustarà com ${embed}` : 'Enganxa l’adreça del vídeo (youtube.com/watch?v=… o youtu.be/…).'}
          >
            <input value={block.content} onChange={(e) => onChange({ ...block, content: e.target.value.trim() })} placeholder="https://www.youtube.com/watch?v=…" />
          </Field>
          {text('foot', 'Peu', block.foot ?? '', (foot) => onChange(withOptional(block, 'foot', foot || undefined)))}
        </>
      );
    }
    case 'biography':
      return (
        <ListFields
          name="Línia"
          items={block.content}
          errors={errors}
          errorKey={(i) => `content.${i}`}
          label={label}
          onChange={(content) => onChange({ ...block, content })}
        />
      );
    case 'footnotes':
      return (
        <ListFields
          name="Nota"
          items={block.notes.map((n) => n.content)}
          errors={errors}
          errorKey={(i) => `notes.${i}.content`}
          label={label}
          onChange={(notes) => onChange({ ...block, notes: notes.map((content) => ({ content })) })}
        />
      );
    case 'list':
      return (
        <>
          <Field label="Tipus de llista">
            <select value={block.ordered ? 'ordered' : 'bullets'} onChange={(e) => onChange({ ...block, ordered: e.target.value === 'ordered' })}>
              <option value="bullets">Amb pics (•)</option>
              <option value="ordered">Numerada (1, 2, 3…)</option>
            </select>
          </Field>
          <ListFields name="Element" items={block.items} errors={errors} errorKey={(i) => `items.${i}`} label={label} onChange={(items) => onChange({ ...block, items })} />
          {error('items') && <p className={desk.error}>{error('items')}</p>}
        </>
      );
    case 'image-foot':
      return (
        <>
          {text('content', 'Peu', block.content, (content) => onChange({ ...block, content }))}
          <Field label="Adreça del codi QR" error={error('path')} hint="El PDF hi posa un codi QR que porta aquí.">
            <input type="url" value={block.path} onChange={(e) => onChange({ ...block, path: e.target.value })} placeholder="https://…" />
          </Field>
        </>
      );
  }
}

/** A copy of the block with an optional field set, or left out when undefined (the schema is strict about shapes). */
function withOptional<B extends BodyBlock, K extends string>(block: B, key: K, value: unknown): B {
  const next = { ...block } as Record<string, unknown>;
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as B;
}

/**
 * Options folded under a summary; their fields are made when first unfolded (a long article has
 * a hundred paragraphs, and their options wait until someone opens one).
 */
function MoreFields({ summary, children }: { summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.more} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}

/** The paragraph's styles as CSS declarations; the block takes them once they read as such. */
function StylesField({ styles, error, onChange }: { styles: string | undefined; error: string | undefined; onChange(styles: string | undefined): void }) {
  const [text, setText] = useState(() => stylesToCss(styles));
  const parsed = cssToStyles(text);
  return (
    <Field label="Estils" hint="Propietats d’estil, cadascuna com a propietat: valor; p. ex. text-align: center; font-style: italic" error={parsed === null ? 'escriu cada propietat com a propietat: valor, separades per punt i coma' : error}>
      <input
        value={text}
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          const next = cssToStyles(e.target.value);
          if (next !== null) onChange(next);
        }}
      />
    </Field>
  );
}

function PdfFields({ block, onChange }: { block: BodyBlock; onChange(block: BodyBlock): void }) {
  const pdf: PdfBlockAttributes = block.pdf ?? {};
  const set = (next: PdfBlockAttributes) => onChange(withOptional(block, 'pdf', Object.keys(next).length > 0 ? next : undefined));
  return (
    <>
      <Field label="PDF: pàgina" hint="Maquetació manual: la pàgina on comença.">
        <input
          type="number"
          min={1}
          max={500}
          value={pdf.page ?? ''}
          onChange={(e) => set(withKey(pdf, 'page', e.target.value ? Number(e.target.value) : undefined))}
        />
      </Field>
      <label className={desk.check}>
        <input type="checkbox" checked={pdf.division?.alignLast ?? false} onChange={(e) => set(withKey(pdf, 'division', e.target.checked ? { ...pdf.division, alignLast: true } : undefined))} />
        PDF: alinea l’última línia en dividir el paràgraf
      </label>
    </>
  );
}

function withKey<T extends object>(object: T, key: keyof T, value: unknown): T {
  const next = { ...object } as Record<string, unknown>;
  if (value === undefined) delete next[key as string];
  else next[key as string] = value;
  return next as T;
}

function ListFields(props: { name: string; items: string[]; errors: Record<string, string>; errorKey(i: number): string; label: string; onChange(items: string[]): void }) {
  const { name, items, errors, errorKey, label, onChange } = props;
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        // Lines have no identity beyond their place; each editor takes its new value after a deletion.
        <li key={index} className={styles.listItem}>
          <div className={desk.field}>
            <InlineEditor label={`${name} ${index + 1} (${label})`} value={item} onChange={(html) => onChange(items.map((v, i) => (i === index ? html : v)))} invalid={Boolean(errors[errorKey(index)])} />
            {errors[errorKey(index)] && <p className={desk.error}>{errors[errorKey(index)]}</p>}
          </div>
          <button type="button" className={desk.quiet} onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`Esborra ${name.toLowerCase()} ${index + 1}`}>
            Esborra
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={desk.quiet} onClick={() => onChange([...items, ''])}>
          + {name}
        </button>
      </li>
    </ol>
  );
}
