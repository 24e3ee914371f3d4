/**
 * Choosing files for the media library (the file chooser, which in the desktop app is the
 * system's own dialog) and the list of files on their way: alt text for each image, one progress
 * bar per file, and the server's reason when it refuses one.
 */
import { useEffect, useId, useState } from 'react';
import { formatBytes } from '../../../common/bytes.js';
import { needsAlt, type PendingUpload, type useMediaUploads } from './useMediaUploads.js';
import styles from './MediaLibrary.module.css';
import desk from './Desk.module.css';

type Uploads = ReturnType<typeof useMediaUploads>;

/** The file chooser, as a button-looking label (the input itself stays keyboard-reachable). */
export function ChooseFiles({ onFiles, label = 'Tria fitxers…', multiple = true }: { onFiles(files: File[]): void; label?: string; multiple?: boolean }) {
  return (
    <label className={`button ${styles.choose}`}>
      {label}
      <input
        type="file"
        className={styles.fileInput}
        accept="image/*,video/*"
        multiple={multiple}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          // The same file can be chosen again after a refusal.
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

export function UploadList({ uploads }: { uploads: Uploads }) {
  if (uploads.uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label="Fitxers per pujar">
      {uploads.uploads.map((upload) => (
        <UploadRow key={upload.id} upload={upload} uploads={uploads} />
      ))}
    </ul>
  );
}

/**
 * The picture itself beside its alt text field: one describes what one sees. Read from the chosen
 * file on this computer (nothing is sent); decorative, as the row names the file.
 */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (!url || broken) return null;
  return <img className={styles.thumbnail} src={url} alt="" data-testid="upload-thumbnail" onError={() => setBroken(true)} />;
}

function UploadRow({ upload, uploads }: { upload: PendingUpload; uploads: Uploads }) {
  const altId = useId();
  const altErrorId = useId();
  const name = upload.file.name;
  const percent = Math.round(upload.progress * 100);
  const busy = upload.status === 'uploading';
  return (
    <li className={styles.upload} data-status={upload.status} aria-label={name}>
      <p className={styles.uploadName}>
        <strong>{name}</strong> <span className={desk.hint}>{formatBytes(upload.file.size)}</span>
      </p>
      {needsAlt(upload) && upload.status !== 'done' && upload.file.type.startsWith('image/') && <Thumbnail file={upload.file} />}
      {needsAlt(upload) && upload.status !== 'done' && (
        <form
          className={styles.altRow}
          onSubmit={(event) => {
            event.preventDefault();
            void uploads.send(upload.id);
          }}
        >
          <label htmlFor={altId} className={desk.label}>
            Text alternatiu de «{name}»
          </label>
          <input
            id={altId}
            className={desk.input}
            value={upload.alt}
            aria-required="true"
            disabled={busy}
            aria-invalid={upload.altError ? true : undefined}
            aria-describedby={upload.altError ? altErrorId : undefined}
            placeholder="Què s’hi veu, per a qui no ho pot veure"
            onChange={(event) => uploads.setAlt(upload.id, event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {upload.status === 'refused' ? `Torna a pujar «${name}»` : `Puja «${name}»`}
          </button>
          {upload.altError && (
            <p id={altErrorId} className={desk.error} role="alert">
              {upload.altError}
            </p>
          )}
        </form>
      )}
      {!needsAlt(upload) && upload.status === 'refused' && upload.error?.code !== 'media_not_accepted' && upload.error?.code !== 'media_too_large' && (
        <button type="button" className="button" onClick={() => void uploads.send(upload.id)}>
          Torna a pujar «{name}»
        </button>
      )}
      {(busy || upload.status === 'done') && (
        <div className={styles.progressRow}>
          <progress className={styles.progress} max={100} value={percent} aria-label={`Pujada de «${name}»`} aria-valuetext={`${percent}%`} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      <p className={styles.uploadStatus} aria-live="polite">
        {upload.status === 'done' && upload.result && (upload.result.name === name ? 'Pujat.' : `Pujat com a «${upload.result.name}».`)}
      </p>
      {upload.status === 'refused' && upload.error && upload.error.code !== 'alt_required' && (
        <p className={desk.error} role="alert">
          {upload.error.message}
        </p>
      )}
      {!busy && (
        <button type="button" className={desk.quiet} onClick={() => uploads.dismiss(upload.id)}>
          {upload.status === 'done' ? 'Amaga' : `Descarta «${name}»`}
        </button>
      )}
    </li>
  );
}
