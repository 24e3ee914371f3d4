/**
 * An article's authors: a combobox (WAI-ARIA 1.2, list autocomplete) that suggests the directory's
 * names as one types. A name is the directory's author however it is typed (common spellingKey:
 * the typographic apostrophe, case, accents); a name the directory lacks becomes a new author only
 * once the person confirms it (the server creates it on save).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { spellingKey } from '../../../common/authors.js';
import { fetchAuthors } from '../../api/authors.js';
import type { CallContext } from '../../api/client.js';
import { deskKeys } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import styles from './Desk.module.css';
import own from './AuthorsField.module.css';

/** The directory's names a search finds (the server matches words as names are matched). */
const directoryQuery = (search: string) => ({
  queryKey: deskKeys.authors(search),
  queryFn: (ctx: CallContext) => fetchAuthors({ page: 1, sort: 'name', search, limit: 12 }, ctx).then((list) => list.authors.map((a) => a.name)),
  staleTime: 60_000,
});

export function AuthorsField({ authors, onChange, error }: { authors: string[]; onChange(authors: string[]): void; error?: string | undefined }) {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** A name the directory lacks, waiting for the person's word before it becomes a new author. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [search] = useDebouncedValue(typed.trim(), 200);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const directory = useQuery({ ...directoryQuery(search), enabled: search.length >= 2 });
  const chosen = new Set(authors.map(spellingKey));
  const suggestions = typed.trim().length >= 2 ? (directory.data ?? []).filter((name) => !chosen.has(spellingKey(name))) : [];
  const expanded = open && suggestions.length > 0;

  const take = (name: string) => {
    if (!chosen.has(spellingKey(name))) onChange([...authors, name]);
    setTyped('');
    setActive(-1);
    setConfirming(null);
  };
  /** The typed name: the directory's author when it has her, otherwise asked about first. */
  const add = async () => {
    const name = typed.trim().replace(/\s+/g, ' ');
    if (!name) return;
    const found = await client.fetchQuery(directoryQuery(name)).catch(() => [] as string[]);
    const same = found.find((known) => spellingKey(known) === spellingKey(name));
    if (same) take(same);
    else if (chosen.has(spellingKey(name))) setTyped('');
    else setConfirming(name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box (-1) through the names and back to the box.
      setActive((now) => {
        const next = now + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const pick = expanded ? suggestions[active] : undefined;
      if (pick) take(pick);
      else void add();
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const activeId = expanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        Autors
      </label>
      {authors.length > 0 && (
        <ul className={own.chips} aria-label="Autors de l’article">
          {authors.map((name) => (
            <li key={name} className={own.chip}>
              {name}
              <button type="button" onClick={() => onChange(authors.filter((a) => a !== name))} aria-label={`Treu ${name}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={own.row}>
        <div className={own.combo}>
          <input
            id={inputId}
            className={styles.input}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-describedby={hintId}
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setOpen(true);
              setActive(-1);
              setConfirming(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            placeholder="Escriu un nom del directori"
          />
          <ul id={listId} role="listbox" aria-label="Autors del directori" className={own.options} hidden={!expanded}>
            {suggestions.map((name, index) => (
              <li
                key={name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={own.option}
                // Before the input's blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => take(name)}
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className={styles.quiet} onClick={() => void add()} disabled={!typed.trim()}>
          Afegeix l’autor
        </button>
      </div>
      {confirming ? (
        <div className={own.confirm} role="group" aria-labelledby={hintId}>
          <p id={hintId} className={styles.hint}>
            «{confirming}» no és al directori d’autors. Vols crear un autor nou amb aquest nom?
          </p>
          <button type="button" className="button button--primary" onClick={() => take(confirming)}>
            Crea l’autor nou
          </button>
          <button type="button" className={styles.quiet} onClick={() => setConfirming(null)}>
            Cancel·la
          </button>
        </div>
      ) : (
        <p id={hintId} className={styles.hint}>
          Tria un nom del directori (fletxes i Retorn) o escriu-ne un de nou: abans de crear-lo es demana.
        </p>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
