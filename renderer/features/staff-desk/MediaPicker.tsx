/**
 * Picks an image (or a video) of the media library by name: the chosen one with its thumbnail and
 * alt text (which the site and the PDF show), the library as a grid to choose from, and an upload
 * in place (with its alt text) that is chosen once the server has it.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MediaItem, MediaKind } from '../../../common/api/desk.js';
import { paths } from '../../../common/routes/index.js';
import { deskKeys, fetchMediaLibrary } from '../../api/desk.js';
import { imageUrl } from '../../api/media.js';
import { DropArea } from './MediaLibrary.js';
import { MEDIA_PAGE_SIZE, filterMedia } from './mediaFilter.js';
import { ChooseFiles, UploadList } from './MediaUploads.js';
import { useMediaUploads } from './useMediaUploads.js';
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
  const library = useQuery({ queryKey: deskKeys.media, queryFn: (ctx) => fetchMediaLibrary(ctx), enabled: open || value !== undefined, staleTime: 30_000 });
  const [query, setQuery] = useState('');
  const [shownCount, setShownCount] = useState(MEDIA_PAGE_SIZE);
  const items = filterMedia((library.data?.media ?? []).filter((item) => item.kind === kind), { query, undescribedOnly: false });
  const chosen = value === undefined ? undefined : library.data?.media.find((item) => item.name === value);
  const picked = useCallback(
    (item: MediaItem) => {
      onChange(item.name);
      setOpen(false);
    },
    [onChange],
  );
  const uploads = useMediaUploads(picked);
  return (
    <div className={styles.picker} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div className={styles.pickerChosen}>
        {/* Decorative: the chosen file's name is written beside it (its description is in the list below). */}
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
      {chosen?.alt && <p className={styles.hint}>Text alternatiu: {chosen.alt}</p>}
      {chosen && chosen.kind === 'image' && !chosen.alt && <p className={styles.error}>Aquesta imatge no té text alternatiu: afegeix-l’hi a la mediateca.</p>}
      {error && <p className={styles.error}>{error}</p>}
      {uploads.uploads.length > 0 && <UploadList uploads={uploads} />}
      {open && (
        <DropArea onFiles={uploads.add}>
          <div id={listId}>
            <p className={styles.pickerChosen}>
              <ChooseFiles label={kind === 'image' ? 'Puja una imatge nova…' : 'Puja un vídeo nou…'} multiple={false} onFiles={uploads.add} />
              <Link to={paths.deskMedia()}>Obre la mediateca</Link>
            </p>
            {library.isPending && <p className={styles.hint}>Carregant la mediateca…</p>}
            {library.isError && <p className={styles.error}>No s’ha pogut carregar la mediateca.</p>}
            {library.data && items.length === 0 && <p className={styles.hint}>La mediateca no té cap {kind === 'image' ? 'imatge' : 'vídeo'}.</p>}
            {library.data && (
              <input
                type="search"
                className={styles.input}
                aria-label="Cerca a la mediateca"
                placeholder="Cerca per nom, text alternatiu o ús"
                value={query}
                autoComplete="off"
                onChange={(event) => {
                  setQuery(event.target.value);
                  setShownCount(MEDIA_PAGE_SIZE);
                }}
              />
            )}
            {items.length > 0 && (
              <ul className={styles.library}>
                {items.slice(0, shownCount).map((item) => (
                  <li key={item.name} className={styles.libraryItem}>
                    <button
                      type="button"
                      aria-pressed={item.name === value}
                      onClick={() => {
                        onChange(item.name);
                        setOpen(false);
                      }}
                    >
                      {/* The library's description tells a picture from another better than its file name. */}
                      {item.kind === 'image' && <img src={item.smallUrl ?? item.url} alt={item.alt ?? ''} loading="lazy" />}
                      <span>{item.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {items.length > shownCount && (
              <button type="button" className={styles.quiet} onClick={() => setShownCount((count) => count + MEDIA_PAGE_SIZE)}>
                Mostra’n més ({shownCount} de {items.length})
              </button>
            )}
          </div>
        </DropArea>
      )}
    </div>
  );
}
