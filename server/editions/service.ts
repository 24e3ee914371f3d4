/**
 * The staff's editions: packages in, the list, and the state changes Publica, Descarta and
 * Publica al web. Writes go through the content area's writer, which announces them.
 */
import type { Knex } from 'knex';
import { WHOLE_PACKAGE, type editionsApi } from '../../common/api/editions.js';
import type { ApiErrorBody, ResponseOf } from '../../common/api/route.js';
import { countLabel } from '../../common/plural.js';
import type { PackageReport } from '../../common/types.js';
import type { WallTime } from '../../common/zonedTime.js';
import type { ContentWriter } from '../content/writer.js';
import type { Db } from '../db/connection.js';
import { HttpError, notFound } from '../http/errors.js';
import { importPackage } from '../import/importMagazine.js';
import { mediaUsedOutside } from '../import/queries.js';
import { reasons } from '../import/reasons.js';
import { NotAZipError, zipSource } from '../import/zipSource.js';
import type { MediaStore } from '../media/store.js';
import { keyRefused, type RemoteSite } from '../staff/remote.js';
import { draftEditionMedia } from './draftMedia.js';
import { editionPackage } from './package.js';
import { assertPublishable } from './publishGate.js';
import { publishedThere, sendCorrections } from './remoteCorrections.js';
import { editionThere, scheduleThere, type RemoteSchedule } from './remoteSchedule.js';
import * as q from './queries.js';
import { dropSchedule } from './schedules.js';

/**
 * A publication the schedule makes (scheduler.ts): its claim on the schedule and its record entry,
 * both inside the publication's transaction, so it happens once or not at all.
 */
export interface ScheduledClaim {
  claim(trx: Knex.Transaction): Promise<boolean>;
  record(trx: Knex.Transaction): Promise<void>;
}

/** A package's outcome: stored (the report), or refused with a reason staff can read and the report. */
type PackageOutcome = { stored: true; report: PackageReport } | { stored: false; report: PackageReport; message: string };

/** The public site's refusal of a package sent by 'Publica al web'. */
type RemoteOutcome =
  | { published: true; remote: string; report: PackageReport | null; corrections?: string[]; scheduled?: RemoteSchedule }
  | { published: false; report: PackageReport; message: string };

export class EditionService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentWriter,
    private readonly media: MediaStore,
    private readonly remote: RemoteSite,
    private readonly packageMaxBytes: number,
  ) {}

  /** Stores the package in `file` (a zip) as draft editions, all or nothing. */
  async storePackage(file: string): Promise<PackageOutcome> {
    let source;
    try {
      source = await zipSource(file, { maxBytes: this.packageMaxBytes });
    } catch (error) {
      if (!(error instanceof NotAZipError)) throw error;
      const report: PackageReport = { authors: 0, issues: 0, articles: 0, media: 0, editions: [], rejected: [{ kind: 'file', id: WHOLE_PACKAGE, ...reasons.notAZip() }] };
      return { stored: false, report, message: rejectedMessage(report) };
    }
    try {
      const report = await importPackage(this.db, this.content, source, this.media);
      if (report.rejected.length > 0) return { stored: false, report, message: rejectedMessage(report) };
      return { stored: true, report };
    } finally {
      source.close();
    }
  }

  list() {
    return q.listEditions(this.db);
  }

  /**
   * 'Publica': a draft becomes published (404 for no such edition, 409 when it is not a draft).
   * By hand, its schedule (if any) goes with it; by the schedule, only if the claim wins (false
   * when another instance published it, or the schedule was moved or taken away meanwhile). Either
   * way it passes the publish gate (publishGate.ts): every article accepted, or the ones that are
   * not among `confirmed` (an editor's, by hand). A schedule confirms none: at its minute an edition
   * with a text not accepted is refused, kept as a failed attempt with the gate's reason, and tried
   * again, so that no text nobody accepted goes out unseen.
   */
  async publish(number: number, scheduled?: ScheduledClaim, confirmed: readonly string[] = []): Promise<boolean> {
    await this.draft(number);
    return this.content.write(async (w) => {
      if (!scheduled) await dropSchedule(w.trx, number);
      else if (!(await scheduled.claim(w.trx))) return false;
      await assertPublishable(w.trx, number, confirmed);
      await w.publishIssue(number);
      await scheduled?.record(w.trx);
      return true;
    });
  }

  /** 'Retira': a published edition back to draft, all or nothing (404 for no such edition, 409 for a draft). */
  async withdraw(number: number): Promise<void> {
    if (await this.content.write((w) => w.withdrawIssue(number))) return;
    if (!(await q.editionStatus(this.db, number))) throw noEdition(number);
    throw new HttpError(409, 'not_published', `El número ${number} no està publicat: ja és un esborrany.`);
  }

  /**
   * 'Descarta': deletes a draft, then the media files that only it used (files another edition,
   * article or author also names stay). Returns the names of the files removed.
   */
  async discard(number: number): Promise<string[]> {
    await this.draft(number);
    const names = await draftEditionMedia(this.db, number);
    await this.content.write(async (w) => {
      await dropSchedule(w.trx, number);
      await w.deleteDraftIssue(number);
    });
    const removed: string[] = [];
    for (const name of names) {
      if (await mediaUsedOutside(this.db, name, [])) continue;
      await this.media.remove(name);
      await this.media.remove(`small/${name}`);
      removed.push(name);
    }
    return removed;
  }

  /**
   * 'Publica al web': sends the edition as a package to the public site and publishes it there, then
   * here; an edition both have published already takes this copy's published corrections instead.
   * With `at`, the public site keeps it a draft scheduled at that minute of its clock and publishes
   * it then; this copy's draft stays a draft (a sync brings it back published).
   */
  async publishRemote(number: number, confirmed: readonly string[] = [], at?: WallTime): Promise<RemoteOutcome> {
    const settings = this.remote.settings();
    if (!settings) throw new HttpError(409, 'remote_not_configured', "Encara no hi ha cap web públic configurat: indica'n l'adreça i la teva clau personal a Configuració.");
    const status = await q.editionStatus(this.db, number);
    // A draft is published by this call: the same gate as 'Publica', before anything is sent.
    if (status === 'draft') await assertPublishable(this.db, number, confirmed);
    if (at && status === 'published') throw new HttpError(409, 'already_published', `L’edició ${number} ja està publicada: no cal programar-la.`);
    if (status === 'published') {
      const theirs = await publishedThere(this.remote, number);
      if (theirs) {
        const sent = await sendCorrections(this.db, this.media, this.remote, number, theirs);
        if ('failed' in sent) throw remoteFailure(sent.failed.status, sent.failed.message);
        return { published: true, remote: settings.url, report: null, corrections: sent.corrected };
      }
    }
    const zip = await editionPackage(this.db, this.media, number);
    if (!zip) throw noEdition(number);
    // Read before sending: whether the public site had it (a refused time takes back only a draft it did not have).
    const before = at ? await editionThere(this.remote, number) : undefined;

    const upload = await this.remote.fetch('/api/admin/packages', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: Buffer.from(zip) });
    const uploaded = (await upload.json().catch(() => null)) as Partial<ResponseOf<typeof editionsApi.upload, 422>> | null;
    if (upload.status === 422 && uploaded?.report) {
      return { published: false, report: uploaded.report, message: `El web públic ha rebutjat el paquet: ${uploaded.report.rejected.map((x) => x.reason).join(' ')}` };
    }
    if (!upload.ok) throw remoteFailure(upload.status, uploaded?.error?.message);
    if (at) {
      return { published: true, remote: settings.url, report: uploaded?.report ?? null, scheduled: await scheduleThere(this.remote, number, at, before, remoteFailure) };
    }
    const published = await this.remote.fetch(`/api/admin/editions/${number}/publish`, { method: 'POST' });
    if (!published.ok) throw remoteFailure(published.status, ((await published.json().catch(() => null)) as Partial<ApiErrorBody> | null)?.error?.message);

    // The public site now has it published: so does the local copy.
    if ((await q.editionStatus(this.db, number)) === 'draft') {
      await this.content.write(async (w) => {
        await dropSchedule(w.trx, number);
        await w.publishIssue(number);
      });
    }
    return { published: true, remote: settings.url, report: uploaded?.report ?? null };
  }

  private async draft(number: number): Promise<void> {
    const status = await q.editionStatus(this.db, number);
    if (!status) throw noEdition(number);
    if (status !== 'draft') throw new HttpError(409, 'already_published', `El número ${number} ja està publicat.`);
  }
}

const noEdition = (number: number) => notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');

/** The 422's message: each refusal keeps its own code and Catalan reason in the report. */
function rejectedMessage(report: PackageReport): string {
  const fix = report.rejected.length === 1 ? 'Corregeix-lo' : 'Corregeix-los';
  return `El paquet no s'ha desat: ${countLabel(report.rejected.length, 'registre rebutjat', 'registres rebutjats')}. ${fix} i torna a obrir el paquet.`;
}

function remoteFailure(status: number, message: string | undefined): HttpError {
  if (status === 401 || status === 403) return keyRefused(status, message);
  if (status === 413) return new HttpError(502, 'remote_too_large', 'El web públic ha refusat el paquet per massa gran (el seu PACKAGE_MAX_BYTES). Demana a qui el manté que l’augmenti.');
  return new HttpError(502, 'remote_failed', `El web públic ha respost amb un error (${status}${message ? `: ${message}` : ''}). Torna-ho a provar més tard.`);
}
