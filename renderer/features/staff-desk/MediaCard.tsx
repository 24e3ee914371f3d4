/**
 * One file of the media library: its thumbnail (the 480 px version), what it is, its alt text
 * (edited in place), where it is used (links to the editions and articles), and its two changes:
 * replacing its bytes and deleting it, which only a file nothing uses allows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { deskApi, type MediaItem, type MediaUse } from '../../../common/api/desk.js';
import { formatBytes } from '../../../common/bytes.js';
import { paths } from '../../../common/routes/index.js';
import { ApiError } from '../../api/apiError.js';
import { deleteMedia, deskKeys, replaceMedia, setMediaAlt } from '../../api/desk.js';
import { ChooseFiles } from './MediaUploads.js';
import { ALT_REQUIRED } from './useMediaUploads.js';
import { useMayCall } from './useDeskAccess.js';
import styles from './MediaLibrary.module.css';
import desk from './Desk.module.css';

/** The file's format as staff name it ('JPEG', 'WebM'), not its MIME type ('image/jpeg'). */
const FORMAT_NAMES: Record<string, string> = { 'svg+xml': 'SVG', webp: 'WebP', webm: 'WebM', ogg: 'Ogg', quicktime: 'QuickTime' };
const formatName = (contentType: string): string => {
  const subtype = contentType.split('/')[1]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return FORMAT_NAMES[subtype] ?? (subtype.toUpperCase() || 'format desconegut');
};

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'No s’ha pogut desar. Torna-ho a provar.');

function useLink(use: MediaUse): string | null {
  if (use.kind === 'edition-cover') return paths.deskEdition(use.id);
  if (use.kind === 'article') return paths.deskArticle(use.id);
  return null;
}

function UseLine({ use }: { use: MediaUse }) {
  const to = useLink(use);
  return (
    <li>
      {to ? <Link to={to}>{use.label}</Link> : use.label}
      {use.published && <span className={styles.published}> · publicat</span>}
    </li>
  );
}

export function MediaCard({ item }: { item: MediaItem }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deskKeys.media });
  const headingId = useId();
  const reasonId = useId();
  const altId = useId();
  const [alt, setAlt] = useState(item.alt ?? '');
  const [altNote, setAltNote] = useState<{ error: boolean; text: string } | null>(null);
  // The demo's pictures, or a package's without media.json, arrive with none.
  const undescribed = item.kind === 'image' && !item.alt;
  const [replacing, setReplacing] = useState<number | null>(null);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const used = item.usedBy.length > 0;
  // A contributor uploads, and reads the rest: the alt text readers get and the file are an editor's.
  const mayChange = useMayCall(deskApi.mediaAlt);

  const saveAlt = async () => {
    if (item.kind === 'image' && !alt.trim()) {
      setAltNote({ error: true, text: ALT_REQUIRED });
      return;
    }
    try {
      const saved = await setMediaAlt(item.name, alt.trim());
      setAlt(saved.alt ?? '');
      setAltNote({ error: false, text: 'Text alternatiu desat.' });
      await refresh();
    } catch (error) {
      setAltNote({ error: true, text: messageOf(error) });
    }
  };

  const replace = async (file: File) => {
    setNote(null);
    setReplacing(0);
    try {
      await replaceMedia(item.name, file, setReplacing);
      setNote({ error: false, text: `Fitxer substituït per «${file.name}».` });
      await refresh();
    } catch (error) {
      setNote({ error: true, text: messageOf(error) });
    } finally {
      setReplacing(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    try {
      await deleteMedia(item.name);
      await refresh();
    } catch (error) {
      setNote({ error: true, text: messageOf(error) });
      await refresh();
    }
  };

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.preview}>
        {item.kind === 'image' ? (
          <img src={item.smallUrl ?? item.url} alt={item.alt ?? ''} loading="lazy" width={item.width ?? undefined} height={item.height ?? undefined} />
        ) : (
          <span className={styles.videoMark} aria-hidden="true">
            ▶ Vídeo
          </span>
        )}
      </div>
      <h3 id={headingId} className={styles.name}>
        {item.name}
      </h3>
      <p className={styles.facts}>
        {item.kind === 'image' ? 'Imatge' : 'Vídeo'} · {formatName(item.contentType)} · {formatBytes(item.size)}
        {item.width && item.height ? ` · ${item.width} × ${item.height} px` : ''}
      </p>

      {mayChange ? (
        <form
          className={styles.altForm}
          onSubmit={(event) => {
            event.preventDefault();
            void saveAlt();
          }}
        >
          <label htmlFor={altId} className={desk.label}>
            Text alternatiu{item.kind === 'video' ? ' (opcional)' : ''}
          </label>
          <textarea
            id={altId}
            className={desk.input}
            rows={2}
            value={alt}
            aria-invalid={altNote?.error ? true : undefined}
            aria-describedby={undescribed && !altNote ? `${altId}-missing` : undefined}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltNote(null);
            }}
          />
          <button type="submit" className={desk.quiet} disabled={alt.trim() === (item.alt ?? '')}>
            Desa el text alternatiu
          </button>
          {altNote ? (
            <p className={altNote.error ? desk.error : desk.hint} role={altNote.error ? 'alert' : 'status'}>
              {altNote.text}
            </p>
        ) : (
          undescribed && (
            <p id={`${altId}-missing`} className={desk.error}>
              Falta el text alternatiu: el web i el PDF la mostren sense descripció.
            </p>
          )
        )}
      </form>
      ) : (
        <div className={styles.altForm}>
          <p className={desk.label}>Text alternatiu</p>
          <p className={item.alt ? undefined : desk.error}>{item.alt || 'Falta el text alternatiu: el web i el PDF la mostren sense descripció.'}</p>
        </div>
      )}

      <div className={styles.uses}>
        <p className={desk.label}>On es fa servir</p>
        {used ? (
          <ul>
            {item.usedBy.map((use) => (
              <UseLine key={`${use.kind}-${use.id}`} use={use} />
            ))}
          </ul>
        ) : (
          <p className={desk.hint}>Enlloc.</p>
        )}
      </div>

      {mayChange ? (
        <div className={styles.cardActions}>
          {replacing === null ? (
            <ChooseFiles label="Substitueix el fitxer…" multiple={false} onFiles={(files) => files[0] && void replace(files[0])} />
        ) : (
          <div className={styles.progressRow}>
            <progress className={styles.progress} max={100} value={Math.round(replacing * 100)} aria-label={`Substitució de «${item.name}»`} />
            <span aria-hidden="true">{Math.round(replacing * 100)}%</span>
          </div>
        )}
        {confirming ? (
          <span className={styles.confirm} role="group" aria-label={`Confirmació d’esborrar «${item.name}»`}>
            <button type="button" className="button" onClick={() => void remove()}>
              Esborra-ho per sempre
            </button>
            <button type="button" className={desk.quiet} onClick={() => setConfirming(false)}>
              Cancel·la
            </button>
          </span>
        ) : (
          <button type="button" className={desk.danger} disabled={used} aria-describedby={used ? reasonId : undefined} onClick={() => setConfirming(true)}>
            Esborra
          </button>
        )}
        {used && (
          <p id={reasonId} className={desk.hint}>
            No es pot esborrar mentre es faci servir.
          </p>
        )}
      </div>
      ) : (
        <p className={desk.hint}>Només un editor canvia el text alternatiu, substitueix o esborra un fitxer.</p>
      )}
      {note && (
        <p className={note.error ? desk.error : desk.hint} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </li>
  );
}
