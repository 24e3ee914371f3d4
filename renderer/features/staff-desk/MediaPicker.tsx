/**
 * Picks an image (or a video) of the media library by name: the chosen one with its thumbnail, and
 * the library as a grid to choose from. Uploading is the media library's own screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MediaKind } from '../../../common/api/desk.js';
import { deskKeys, fetchMediaLibrary } from '../../api/desk.js';
import { imageUrl } from '../../api/media.js';
import styles from './Desk.module.css';

interface MediaPickerProps {
  label: string;
  value: string | undefined;
  onChange(name: string | undefined): void;
  kind?: MediaKind;
  error?: string | undefined;
}

export function MediaPicker({ label, value, onChange, kind = 'image', error }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const library = useQuery({ queryKey: deskKeys.media, queryFn: ({ signal }) => fetchMediaLibrary(signal), enabled: open, staleTime: 30_000 });
  const items = (library.data?.media ?? []).filter((item) => item.kind === kind);
  return (
    <div className={styles.picker} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div className={styles.pickerChosen}>
        {value && kind === 'image' && <img className={styles.thumb} src={imageUrl(value, 'small')} alt="" />}
        <span>{value ?? 'Cap fitxer triat'}</span>
        <button type="button" className={styles.quiet} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Tanca la mediateca' : 'Tria de la mediateca'}
        </button>
        {value && (
          <button type="button" className={styles.quiet} onClick={() => onChange(undefined)}>
            Treu
          </button>
        )}
      </div>
      {error && <p className={styles.error}>{error}</p>}
      {open && (
        <div id={listId}>
          {library.isPending && <p className={styles.hint}>Carregant la mediateca…</p>}
          {library.isError && <p className={styles.error}>No s’ha pogut carregar la mediateca.</p>}
          {library.data && items.length === 0 && <p className={styles.hint}>La mediateca no té cap {kind === 'image' ? 'imatge' : 'vídeo'}.</p>}
          {items.length > 0 && (
            <ul className={styles.library}>
              {items.map((item) => (
                <li key={item.name} className={styles.libraryItem}>
                  <button
                    type="button"
                    aria-pressed={item.name === value}
                    onClick={() => {
                      onChange(item.name);
                      setOpen(false);
                    }}
                  >
                    {item.kind === 'image' && <img src={item.smallUrl ?? item.url} alt="" loading="lazy" />}
                    <span>{item.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
