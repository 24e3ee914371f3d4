/**
 * The printed pages of what is on the desk, kept up to date as staff type: after a pause the
 * edition (with the editor's unsaved state in it) goes to the print engine in a Web Worker
 * (previewWorker.ts, the engine of /edicio/{n}/pdf), and the PDF it makes comes back as a blob
 * URL. Only the newest state is composed: changes that arrive during a build wait for it and the
 * ones in between are skipped. `refreshMs` is the time from the last change to its pages.
 */
import { useEffect, useRef, useState } from 'react';
import type { PrintEdition } from '../../../common/pdf/compose.js';
import { fetchPrintSiteUrl } from '../../api/pdf.js';
import type { PreviewAnswer, PreviewRequest } from '../../../common/pdf/previewMessages.js';

export type PrintPreviewState =
  | { status: 'waiting' }
  | { status: 'unavailable' }
  | { status: 'failed' }
  | {
      status: 'ready';
      url: string;
      bytes: number;
      pageCount: number;
      pages: Record<string, number>;
      /** What the PDF leaves out (empty code blocks, characters no font prints), to say before export. */
      notices: string[];
      refreshMs: number;
      stale: boolean;
      builds: number;
    };

/** A pause this long in the changes starts a build. */
const PRINT_PREVIEW_PAUSE_MS = 300;

interface Pending {
  edition: PrintEdition;
  changedAt: number;
}

let siteUrl: Promise<string> | undefined;
const printSiteUrl = () => {
  siteUrl ??= fetchPrintSiteUrl().catch((error: unknown) => {
    siteUrl = undefined;
    throw error;
  });
  return siteUrl;
};

export function usePrintPreview(edition: PrintEdition | null): PrintPreviewState {
  const [state, setState] = useState<PrintPreviewState>(() => (typeof Worker === 'undefined' ? { status: 'unavailable' } : { status: 'waiting' }));
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const next = useRef<Pending | null>(null);
  const changedAt = useRef(0);
  const url = useRef<string | null>(null);
  /** PDFs made so far: each new one shows, whatever the state was in between. */
  const builds = useRef(0);

  // The worker lives as long as the screen; its last PDF is released with it.
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  useEffect(() => {
    if (!edition || typeof Worker === 'undefined') return;
    changedAt.current = performance.now();
    setState((s) => (s.status === 'ready' ? { ...s, stale: true } : s));
    const pending: Pending = { edition, changedAt: changedAt.current };

    const send = async (job: Pending) => {
      busy.current = true;
      let answer: PreviewAnswer;
      try {
        worker.current ??= new Worker(new URL('../../views/edition-pdf/previewWorker.ts', import.meta.url), { type: 'module', name: 'previsualitzacio-pdf' });
        const current = worker.current;
        const request: PreviewRequest = { id: job.changedAt, edition: job.edition, siteUrl: await printSiteUrl() };
        answer = await new Promise<PreviewAnswer>((resolve, reject) => {
          current.onmessage = (event: MessageEvent<PreviewAnswer>) => resolve(event.data);
          current.onerror = (event) => reject(new Error(event.message));
          current.postMessage(request);
        });
      } catch (error) {
        answer = { id: job.changedAt, ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      busy.current = false;
      if (!worker.current) return; // the screen has gone
      if (answer.ok) {
        if (url.current) URL.revokeObjectURL(url.current);
        url.current = URL.createObjectURL(new Blob([answer.bytes as BlobPart], { type: 'application/pdf' }));
        setState({
          status: 'ready',
          url: url.current,
          bytes: answer.bytes.length,
          pageCount: answer.pageCount,
          pages: answer.pages,
          notices: answer.notices,
          refreshMs: Math.round(performance.now() - job.changedAt),
          stale: job.changedAt !== changedAt.current,
          builds: ++builds.current,
        });
      } else {
        console.error('La previsualització d’impressió ha fallat', answer.message);
        setState({ status: 'failed' });
      }
      const queued = next.current;
      next.current = null;
      if (queued) void send(queued);
    };

    const timer = window.setTimeout(() => {
      if (busy.current) next.current = pending;
      else void send(pending);
    }, PRINT_PREVIEW_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [edition]);

  return state;
}
