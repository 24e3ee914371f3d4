/**
 * 'Mediateca': every image and video of the desk's library as a grid (thumbnail, name, kind,
 * size, alt text, where it is used), uploads by drag and drop anywhere on the screen or through the
 * file chooser, alt text edited in place, a file's bytes replaced, and deletion of what nothing uses.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { deskKeys, fetchMediaLibrary } from '../../api/desk.js';
import { MediaCard } from './MediaCard.js';
import { MEDIA_PAGE_SIZE, filterMedia, isUndescribed } from './mediaFilter.js';
import { ChooseFiles, UploadList } from './MediaUploads.js';
import { useMediaUploads } from './useMediaUploads.js';
import styles from './MediaLibrary.module.css';
import desk from './Desk.module.css';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Files dropped anywhere on its area go to the uploads; a frame shows where they will land. */
export function DropArea({ onFiles, children }: { onFiles(files: File[]): void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={styles.dropArea}
      data-dragging={over || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
    </div>
  );
}

/**
 * Files dropped anywhere on the screen (the header, the margins) are uploads too: a browser would
 * otherwise open the file in place of the page. Drops the drop area took are already handled.
 */
function useScreenDrop(onFiles: (files: File[]) => void) {
  useEffect(() => {
    const files = (event: globalThis.DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: globalThis.DragEvent) => {
      if (files(event)) event.preventDefault();
    };
    const drop = (event: globalThis.DragEvent) => {
      if (!files(event) || event.defaultPrevented) return;
      event.preventDefault();
      onFiles([...(event.dataTransfer?.files ?? [])]);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [onFiles]);
}

export function MediaLibrary() {
  const library = useQuery({ queryKey: deskKeys.media, queryFn: (ctx) => fetchMediaLibrary(ctx) });
  const uploads = useMediaUploads();
  useScreenDrop(uploads.add);
  const items = library.data?.media ?? [];
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [undescribedOnly, setUndescribedOnly] = useState(false);
  const [shownCount, setShownCount] = useState(MEDIA_PAGE_SIZE);
  const matching = filterMedia(items, { query, undescribedOnly });
  const shown = matching.slice(0, shownCount);
  const undescribed = items.filter(isUndescribed).length;
  // A new filter starts again from its first page.
  const narrow = (change: () => void) => {
    change();
    setShownCount(MEDIA_PAGE_SIZE);
  };
  return (
    <DropArea onFiles={uploads.add}>
      <section className={styles.uploadPanel} aria-labelledby="mediateca-puja">
        <h2 id="mediateca-puja" className={desk.sectionTitle}>
          Puja imatges i vídeos
        </h2>
        <p className={desk.hint}>
          Arrossega els fitxers a qualsevol lloc d’aquesta pantalla, o tria’ls. Cada imatge necessita un text alternatiu abans de pujar-la.
        </p>
        <ChooseFiles onFiles={uploads.add} />
        <UploadList uploads={uploads} />
      </section>
      <section aria-labelledby="mediateca-fitxers">
        <h2 id="mediateca-fitxers" className={desk.sectionTitle}>
          Fitxers {library.data && <span className={desk.hint}>({items.length})</span>}
        </h2>
        {library.isPending && <p className={desk.hint}>Carregant la mediateca…</p>}
        {library.isError && (
          <p className={desk.error} role="alert">
            No s’ha pogut carregar la mediateca.
          </p>
        )}
        {library.data && items.length === 0 && <p className={desk.hint}>La mediateca és buida: puja-hi la primera imatge.</p>}
        {items.length > 0 && (
          <div className={styles.filters} role="search" aria-label="Filtra la mediateca">
            <label htmlFor={`${filterId}-query`} className={desk.label}>
              Cerca per nom, text alternatiu o on es fa servir
            </label>
            <input
              id={`${filterId}-query`}
              type="search"
              className={desk.input}
              value={query}
              autoComplete="off"
              onChange={(event) => narrow(() => setQuery(event.target.value))}
            />
            <label className={styles.undescribedToggle}>
              <input type="checkbox" checked={undescribedOnly} onChange={(event) => narrow(() => setUndescribedOnly(event.target.checked))} />
              Només les imatges sense text alternatiu ({undescribed})
            </label>
          </div>
        )}
        {items.length > 0 && matching.length === 0 && <p className={desk.hint}>Cap fitxer no coincideix amb la cerca.</p>}
        {shown.length > 0 && (
          <ul className={styles.grid} aria-label="Fitxers de la mediateca">
            {shown.map((item) => (
              <MediaCard key={item.name} item={item} />
            ))}
          </ul>
        )}
        {matching.length > shown.length && (
          <p className={styles.more}>
            <span className={desk.hint}>
              Se’n mostren {shown.length} de {matching.length}.
            </span>
            <button type="button" className="button button--ghost" onClick={() => setShownCount((count) => count + MEDIA_PAGE_SIZE)}>
              Mostra’n més
            </button>
          </p>
        )}
      </section>
    </DropArea>
  );
}
