/**
 * The files staff have chosen or dropped, on their way to the media library: each with its alt
 * text (required for images before anything is sent), its progress and the server's answer. A
 * refused file stays in the list, so staff can fix what was wrong and send it again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { MediaItem } from '../../../common/api/desk.js';
import { ApiError } from '../../api/apiError.js';
import { deskKeys, uploadMedia } from '../../api/desk.js';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'refused';

export interface PendingUpload {
  id: number;
  file: File;
  /** What the browser says the file is; the server decides by its bytes. */
  kind: 'image' | 'video' | 'other';
  alt: string;
  /** 0 to 1. */
  progress: number;
  status: UploadStatus;
  altError: string | null;
  error: { code: string; message: string } | null;
  result: MediaItem | null;
}

export const ALT_REQUIRED = 'Cal un text alternatiu per a cada imatge: descriu-la per a qui no la pot veure (es fa servir al web i al PDF).';

const kindOf = (file: File): PendingUpload['kind'] => (file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'other');

/** An image waits for its alt text; the server also asks for it when it finds an image the browser did not name. */
export const needsAlt = (upload: PendingUpload) => upload.kind === 'image' || upload.error?.code === 'alt_required';

export function useMediaUploads(onUploaded?: (item: MediaItem) => void) {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const nextId = useRef(1);
  // The latest list, for send(): it runs from handlers that may hold an older render's state.
  const current = useRef(uploads);
  current.current = uploads;

  const update = useCallback((id: number, change: Partial<PendingUpload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const send = useCallback(
    async (id: number) => {
      const upload = current.current.find((u) => u.id === id);
      if (!upload || upload.status === 'uploading' || upload.status === 'done') return;
      const alt = upload.alt.trim();
      if (needsAlt(upload) && !alt) {
        update(id, { altError: ALT_REQUIRED });
        return;
      }
      update(id, { status: 'uploading', progress: 0, altError: null, error: null });
      try {
        const item = await uploadMedia(upload.file, alt || undefined, (progress) => update(id, { progress }));
        update(id, { status: 'done', progress: 1, result: item });
        await client.invalidateQueries({ queryKey: deskKeys.media });
        onUploaded?.(item);
      } catch (error) {
        const refusal = error instanceof ApiError ? { code: error.code, message: error.message } : { code: 'failed', message: 'No s’ha pogut pujar el fitxer. Torna-ho a provar.' };
        update(id, { status: 'refused', error: refusal, ...(refusal.code === 'alt_required' ? { altError: refusal.message } : {}) });
      }
    },
    [client, onUploaded, update],
  );

  /** Adds chosen or dropped files: videos and files of unknown kind go at once, images wait for their alt text. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const added: PendingUpload[] = [...files].map((file) => ({
        id: nextId.current++,
        file,
        kind: kindOf(file),
        alt: '',
        progress: 0,
        status: 'waiting',
        altError: null,
        error: null,
        result: null,
      }));
      if (added.length === 0) return;
      current.current = [...current.current, ...added];
      setUploads(current.current);
      for (const upload of added) if (!needsAlt(upload)) void send(upload.id);
    },
    [send],
  );

  const setAlt = useCallback((id: number, alt: string) => update(id, { alt, altError: null }), [update]);
  const dismiss = useCallback((id: number) => setUploads((list) => list.filter((u) => u.id !== id)), []);

  return { uploads, add, setAlt, send, dismiss };
}
