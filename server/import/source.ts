/**
 * Where an import reads from: a folder (`npm run import`) or an uploaded edition package (.zip).
 * Both offer the same JSON files and the files of `media/`, so one validation and one
 * write path serve both; what a source could not offer (an odd zip entry, a sub-folder of media)
 * it reports as a rejection with its reason.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { PackageReport } from '../../common/types.js';
import { reasons } from './reasons.js';

export type RecordFile = 'issues.json' | 'articles.json' | 'authors.json' | 'media.json';
/** media.json (optional) carries the media library's alt text of the files in media/. */
export const RECORD_FILES: readonly RecordFile[] = ['issues.json', 'articles.json', 'authors.json', 'media.json'];

export type Rejection = PackageReport['rejected'][number];

export interface SourceFile {
  /** The file name inside `media/`. */
  name: string;
  read(): Promise<Buffer>;
}

export interface ImportSource {
  /** The text of a record file, or null when the source has none. */
  text(file: RecordFile): Promise<string | null>;
  /** The files of `media/`. */
  media: SourceFile[];
  /** Entries the source refused before any record was read. */
  problems: Rejection[];
}

export function folderSource(dir: string): ImportSource {
  if (!fs.existsSync(dir)) throw new Error(`No hi ha cap carpeta a ${dir}.`);
  const problems: Rejection[] = [];
  const media: SourceFile[] = [];
  const mediaDir = path.join(dir, 'media');
  if (fs.existsSync(mediaDir)) {
    for (const entry of fs.readdirSync(mediaDir, { withFileTypes: true })) {
      if (entry.isFile()) media.push({ name: entry.name, read: () => fsp.readFile(path.join(mediaDir, entry.name)) });
      else problems.push({ kind: 'media', id: entry.name, ...reasons.unsupportedMedia() });
    }
  }
  return {
    text: async (file) => {
      const full = path.join(dir, file);
      return fs.existsSync(full) ? fsp.readFile(full, 'utf8') : null;
    },
    media,
    problems,
  };
}
