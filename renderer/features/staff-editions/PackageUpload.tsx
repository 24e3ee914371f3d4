/**
 * 'Obre un paquet d'edició': a .zip or a folder (zipped here with common/zip.ts), or the native
 * dialog on the desktop. The package goes to the server as it is chosen.
 */
import type { ChangeEvent, Ref } from 'react';
import { zipFiles } from '../../../common/zip.js';
import { desktopBridge } from '../../platform/desktop.js';
import styles from './EditionsPanel.module.css';

/** A chosen folder as a package: its files under their paths inside the folder. */
async function zipFolder(files: FileList): Promise<Uint8Array> {
  const entries = await Promise.all(
    [...files]
      .filter((file) => !file.name.startsWith('.'))
      .map(async (file) => ({
        // "edicio-60/media/portada.jpg" → "media/portada.jpg"
        name: (file.webkitRelativePath || file.name).split('/').slice(1).join('/') || file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
  );
  return zipFiles(entries);
}

interface PackageUploadProps {
  busy: boolean;
  onUpload(source: Promise<Blob | Uint8Array>): void;
  onChooseOnDesktop(): void;
  /** The .zip control, for the desktop menu's 'Obre un paquet' to bring the focus to in a browser. */
  zipInputRef: Ref<HTMLInputElement>;
}

export function PackageUpload({ busy, onUpload, onChooseOnDesktop, zipInputRef }: PackageUploadProps) {
  const onZip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onUpload(Promise.resolve(file));
  };
  const onFolder = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (files && files.length > 0) onUpload(zipFolder(files));
    event.target.value = '';
  };
  return (
    <div className={styles.upload}>
      {desktopBridge() ? (
        <button type="button" className="button button--primary" onClick={onChooseOnDesktop} disabled={busy}>
          Obre un paquet d'edició
        </button>
      ) : (
        <>
          <label className={`button button--primary ${styles.fileButton}`}>
            Obre un paquet d'edició
            <input
              ref={zipInputRef}
              type="file"
              accept=".zip,application/zip"
              className={styles.fileInput}
              onChange={onZip}
              disabled={busy}
              data-testid="package-zip"
            />
          </label>
          <label className={`button ${styles.fileButton}`}>
            Obre una carpeta
            <input
              type="file"
              className={styles.fileInput}
              onChange={onFolder}
              disabled={busy}
              {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
            />
          </label>
        </>
      )}
      <p className={styles.uploadHint}>Un .zip (o una carpeta) amb issues.json, articles.json, authors.json i media/. Es desa com a esborrany.</p>
    </div>
  );
}
