/** An article's authors: picked from the directory as you type a name, or a new name (the server adds it to the directory). */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { fetchAuthors } from '../../api/authors.js';
import { deskKeys } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import styles from './Desk.module.css';
import own from './AuthorsField.module.css';

export function AuthorsField({ authors, onChange, error }: { authors: string[]; onChange(authors: string[]): void; error?: string | undefined }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 200);
  const inputId = useId();
  const listId = useId();
  const directory = useQuery({
    queryKey: deskKeys.authors(search),
    queryFn: ({ signal }) => fetchAuthors({ page: 1, sort: 'name', search, limit: 12 }, signal),
    enabled: search.length >= 2,
    staleTime: 60_000,
  });
  const known = (directory.data?.authors ?? []).map((a) => a.name).filter((name) => !authors.includes(name));
  const add = () => {
    const name = typed.trim();
    if (name && !authors.includes(name)) onChange([...authors, name]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const isNew = typed.trim().length >= 2 && directory.data !== undefined && !directory.data.authors.some((a) => a.name === typed.trim());
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
        <input id={inputId} className={styles.input} list={listId} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={onKeyDown} placeholder="Escriu un nom del directori" />
        <datalist id={listId}>
          {known.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="button" className={styles.quiet} onClick={add} disabled={!typed.trim()}>
          Afegeix l’autor
        </button>
      </div>
      <p className={styles.hint}>{isNew ? `«${typed.trim()}» no és al directori: es crearà en desar.` : 'Tria del directori o escriu un nom nou.'}</p>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
