/**
 * The editions panel's reads and writes: the list, the public site's settings, and each step
 * (open a package, publish, publish to the web, withdraw, discard) with the notice it leaves. A
 * publication the gate refuses (articles not accepted) waits for the editor to confirm the list.
 * Every answer may have changed what other screens show (lists, home, search): all of it is
 * fetched again after each step.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { agree, countLabel } from '../../../common/plural.js';
import type { NotAcceptedArticle } from '../../../common/api/review.js';
import type { WallTime } from '../../../common/zonedTime.js';
import { discardEdition, editionKeys, fetchEditions, fetchRemote, notAcceptedOf, publishEdition, publishToWeb, uploadPackage, withdrawEdition } from '../../api/editions.js';
import { formatLongDate } from '../../../common/dates.js';
import type { UploadOutcome } from './UploadReport.js';

export interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

/** A publication the gate refused: the articles not accepted, for the editor to confirm (or not). */
export interface Unaccepted {
  step: 'publish' | 'publish-web';
  number: number;
  articles: NotAcceptedArticle[];
  at?: WallTime;
}

/** A publication, with the articles not accepted the editor confirmed (none at first); `at`: on the public site, then. */
type Publishing = { number: number; confirm?: string[]; at?: WallTime };

/** What the panel says once the public site has the edition (now, scheduled, or its corrections). */
function sentText(number: number, corrections: string[] | null, scheduled: WallTime | null): string {
  if (scheduled) return `Programada al web per al ${formatLongDate(scheduled.date)}, a les ${scheduled.time}: el web públic publicarà el número ${number} tot sol.`;
  if (corrections === null) return `El número ${number} s'ha publicat al web.`;
  if (corrections.length === 0) return `El web ja tenia el número ${number} al dia: no hi havia cap correcció per enviar.`;
  return `${agree(corrections.length, "S'ha", "S'han")} publicat al web ${countLabel(corrections.length, 'correcció', 'correccions')} del número ${number}.`;
}

export function useEditions({ onDiscarded, canPublish }: { onDiscarded(): void; canPublish: boolean }) {
  const client = useQueryClient();
  const editions = useQuery({ queryKey: editionKeys.list, queryFn: (ctx) => fetchEditions(ctx), staleTime: 0 });
  // The public site's address matters to those who may publish to it (editors): nobody else asks.
  const remote = useQuery({ queryKey: editionKeys.remote, queryFn: (ctx) => fetchRemote(ctx), staleTime: 30_000, enabled: canPublish });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [unaccepted, setUnaccepted] = useState<Unaccepted | null>(null);

  const refresh = () => void client.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'session' });

  const upload = useMutation({
    mutationFn: async (source: Promise<Blob | Uint8Array>) => uploadPackage(await source),
    onSuccess: (result) => {
      setOutcome(result);
      if (result.stored) refresh();
    },
    onError: () => setOutcome({ stored: false, report: null, status: 0 }),
  });

  const publish = useMutation({
    mutationFn: ({ number, confirm }: Publishing) => publishEdition(number, confirm),
    onSuccess: (_data, { number }) => {
      setNotice({ tone: 'ok', text: `El número ${number} s'ha publicat.` });
      refresh();
    },
    onError: (error, { number }) => {
      const articles = notAcceptedOf(error);
      if (articles) setUnaccepted({ step: 'publish', number, articles });
      else setNotice({ tone: 'error', text: `No s'ha pogut publicar el número ${number}.` });
    },
  });

  const discard = useMutation({
    mutationFn: discardEdition,
    onSuccess: (_data, number) => {
      onDiscarded();
      setNotice({ tone: 'ok', text: `L'esborrany ${number} s'ha descartat.` });
      refresh();
    },
    onError: (_error, number) => setNotice({ tone: 'error', text: `No s'ha pogut descartar l'esborrany ${number}.` }),
  });

  const withdraw = useMutation({
    mutationFn: withdrawEdition,
    onSuccess: (_data, number) => {
      setNotice({ tone: 'ok', text: `El número ${number} s'ha retirat: torna a ser un esborrany.` });
      refresh();
    },
    onError: (_error, number) => setNotice({ tone: 'error', text: `No s'ha pogut retirar el número ${number}.` }),
  });

  const toWeb = useMutation({
    mutationFn: ({ number, confirm, at }: Publishing) => publishToWeb(number, confirm, at),
    onSuccess: (result, { number, at }) => {
      if (!result.ok && result.notAccepted) {
        setUnaccepted({ step: 'publish-web', number, articles: result.notAccepted, at });
      } else if (result.ok) {
        setNotice({ tone: 'ok', text: sentText(number, result.corrections, result.scheduled) });
        refresh();
      } else {
        setNotice({ tone: 'error', text: `El web no ha acceptat el número ${number}.${result.message ? ` ${result.message}` : ''}` });
        if (result.report) setOutcome({ stored: false, report: result.report });
      }
    },
    onError: (_error, { number }) => setNotice({ tone: 'error', text: `No s'ha pogut publicar el número ${number} al web.` }),
  });

  /** The editor confirmed publishing the articles listed: the same step again, naming them. */
  const confirmUnaccepted = () => {
    if (!unaccepted) return;
    setUnaccepted(null);
    const run = unaccepted.step === 'publish' ? publish.mutate : toWeb.mutate;
    run({ number: unaccepted.number, confirm: unaccepted.articles.map((a) => a.id), at: unaccepted.at });
  };

  return {
    editions,
    remoteUrl: remote.data?.url ?? null,
    remoteReady: Boolean(remote.data?.url && remote.data.hasCredential),
    /** Whether the public site's settings have been read (so their absence is known, not pending). */
    remoteKnown: remote.isSuccess,
    upload,
    steps: { publish: (number: number) => publish.mutate({ number }), 'publish-web': (number: number) => toWeb.mutate({ number }),
      /** 'Programa al web': the public site gets it as a draft and publishes it at `at`. */
      publishWebAt: (number: number, at: WallTime) => toWeb.mutate({ number, at }),
      withdraw: withdraw.mutate, discard: discard.mutate },
    unaccepted,
    confirmUnaccepted,
    cancelUnaccepted: () => setUnaccepted(null),
    busy: publish.isPending || discard.isPending || toWeb.isPending || withdraw.isPending,
    notice,
    setNotice,
    outcome,
    closeOutcome: () => setOutcome(null),
  };
}
