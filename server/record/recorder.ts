/**
 * Writes the record's entry of each state-changing admin call, from what its route declares
 * (ApiRoute.record): the act, the kind of subject and where its id and name are read.
 *
 * The mount runs every such call inside a scope (`around`, the RouteRecorder port of
 * server/http/mount.ts). A content write in that call reaches the ContentJournal port
 * (server/content/writer.ts) inside its transaction: the entry is written there, with the change,
 * so that both commit or neither does. A call that writes no content (a media file's alt text, a
 * sync started, a download) gets its entry right after it succeeded. Either way once per call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import type { ApiRoute } from '../../common/api/route.js';
import { OPERATOR_NAME, recordActs, recordSummary, tokenActorName, type RecordAct, type RecordAction, type RecordIdSource, type RecordSubject } from '../../common/record.js';
import { scheduledPublicationNote, schedulerName, type ScheduledPublication } from '../../common/schedule.js';
import type { Actor } from '../../common/staff/actor.js';
import type { ContentEvent } from '../content/events.js';
import type { ContentJournal } from '../content/writer.js';
import type { Db } from '../db/connection.js';
import { FileReply, JsonReply } from '../http/answers.js';
import type { CallContext, RawInput, RouteRecorder } from '../http/mount.js';
import { appendEntry, type NewEntry } from './store.js';

interface Scope {
  /** The acts of this call (those whose `when` its input meets). */
  acts: readonly RecordAct[];
  actor: Actor;
  /**
   * The operator key's name in this server's record (the desktop's owner), or null for «Clau
   * d’operador»; asked when the entry is written, so that an owner the public site named during
   * the call (server/staff/remote.ts learns it at its first answer) is already the one written.
   */
  operatorName: () => string | null;
  input: RawInput;
  /** Set once the entry is written; cleared again if the transaction that held it rolled back. */
  written: boolean;
}

/**
 * Who acted, as the record keeps them. The operator's key is «Clau d’operador», or, on the desktop
 * app's single-user server, the computer's owner by name (`operatorName`).
 */
export function actorColumns(actor: Actor, operatorName: string | null = null): Pick<NewEntry, 'actorKind' | 'actorPersonId' | 'actorName'> {
  if (actor.kind === 'operator') return { actorKind: 'operator', actorPersonId: null, actorName: operatorName ?? OPERATOR_NAME };
  if (actor.kind === 'person') return { actorKind: 'person', actorPersonId: actor.id, actorName: actor.name };
  return { actorKind: 'token', actorPersonId: actor.personId, actorName: tokenActorName(actor.name, actor.tokenName) };
}

/** A value at `params.number`, `body.title`, `answer.article._id`…; a list is joined ('12, 13'). */
function valueAt(source: RecordIdSource | undefined, parts: Record<string, unknown>): string | null {
  if (!source) return null;
  let value: unknown = parts;
  for (const key of source.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** A title is inline HTML: its text, short enough for a sentence. */
const plainName = (name: string | null): string | null => {
  const text = name?.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

const EVENT_OF: Partial<Record<RecordSubject, ContentEvent['type']>> = { edition: 'edition', article: 'article', author: 'author', media: 'media' };

/** The id of the first thing of the subject's kind a content write touched (a new article's id). */
function touchedId(subject: RecordSubject, touched: readonly ContentEvent[]): string | null {
  const event = touched.find((e) => e.type === EVENT_OF[subject]);
  if (!event) return null;
  return event.type === 'edition' ? String(event.number) : event.type === 'media' ? event.name : event.id;
}

/** The act's detail: its one source, or its several read as one ('2031-05-01 09:00'), null when one is missing. */
function detailOf(act: RecordAct, parts: Record<string, unknown>): string | null {
  const sources: readonly RecordIdSource[] = act.detail === undefined ? [] : typeof act.detail === 'string' ? [act.detail] : act.detail;
  const values = sources.map((source) => valueAt(source, parts));
  return values.length === 0 || values.includes(null) ? null : values.join(' ');
}

/**
 * An article's title as it is now, for an act whose call names it nowhere (a review step, a
 * correction, a restore): the record said 'l’article a90a116f…' where staff know it by its title.
 */
async function articleTitle(db: Db | Knex.Transaction, subject: RecordSubject, id: string | null): Promise<string | null> {
  if (subject !== 'article' || id === null) return null;
  const row = (await db('articles').where({ id }).first('title')) as { title: string } | undefined;
  return row?.title ?? null;
}

function entryOf(act: RecordAct, scope: Scope, subjectId: string | null, answer?: unknown, knownName: string | null = null): NewEntry {
  const name = plainName(valueAt(act.name, { ...scope.input, answer }) ?? knownName);
  return {
    ...actorColumns(scope.actor, scope.operatorName()),
    action: act.action,
    subjectKind: act.subject,
    subjectId,
    summary: recordSummary(act.action, { id: subjectId, name }, detailOf(act, { ...scope.input, answer })),
  };
}

/** Whether a call's input makes it this act (an act without `when` or `unless` always is). */
function isActOf(act: RecordAct, input: RawInput): boolean {
  if (act.unless && valueAt(act.unless, { ...input }) !== null) return false;
  if (!act.when) return true;
  const value = valueAt(act.when, { ...input });
  return value !== null && (act.equals === undefined || value === act.equals);
}

const isFromInput = (source: RecordIdSource | undefined) => source !== undefined && !source.startsWith('answer.');

export class Recorder implements RouteRecorder, ContentJournal {
  private readonly scopes = new AsyncLocalStorage<Scope>();

  constructor(
    private readonly db: Db,
    /** The desktop app's owner, who its operator key acts for (server/staff/remote.ts); null elsewhere. */
    private readonly operatorName: () => string | null = () => null,
  ) {}

  async around<T>(route: ApiRoute, ctx: CallContext, input: RawInput, run: () => Promise<T>): Promise<T> {
    const acts = recordActs(route.record).filter((act) => isActOf(act, input));
    if (acts.length === 0 || !ctx.actor) return run();
    const scope: Scope = { acts, actor: ctx.actor, operatorName: this.operatorName, input, written: false };
    const answer = await this.scopes.run(scope, run);
    // A file is written after the handler returns (and may still be refused): recorded once sent,
    // and never for a HEAD, which sends none.
    if (answer instanceof FileReply) {
      return FileReply.written(async (req, res) => {
        await answer.write(req, res);
        if (res.statusCode < 300 && req.method !== 'HEAD') await this.afterSuccess(scope, undefined);
      }) as T;
    }
    // A listed other status (409 stale revision) changed nothing.
    if (!(answer instanceof JsonReply) || answer.status < 300) await this.afterSuccess(scope, answer);
    return answer;
  }

  /** A call that wrote no content (or whose content write recorded nothing): its entry now. */
  private async afterSuccess(scope: Scope, answer: unknown): Promise<void> {
    if (scope.written) return;
    scope.written = true;
    for (const act of scope.acts) {
      const subjectId = valueAt(act.id, { ...scope.input, answer });
      const named = valueAt(act.name, { ...scope.input, answer }) !== null;
      await appendEntry(this.db, entryOf(act, scope, subjectId, answer, named ? null : await articleTitle(this.db, act.subject, subjectId)));
    }
  }

  /**
   * In a content write's transaction: the call's entry, once, committed with the change. A write
   * that changed nothing (withdrawing a draft, deactivating no one) writes none: the call that made
   * it is then refused, or succeeds and is recorded by `afterSuccess`.
   */
  async inTransaction(trx: Knex.Transaction, touched: readonly ContentEvent[]): Promise<void> {
    const scope = this.scopes.getStore();
    if (!scope || scope.written || touched.length === 0) return;
    for (const act of scope.acts) {
      const subjectId = isFromInput(act.id) ? valueAt(act.id, { ...scope.input }) : touchedId(act.subject, touched);
      const named = valueAt(act.name, { ...scope.input }) !== null;
      await appendEntry(trx, entryOf(act, scope, subjectId, undefined, named ? null : await articleTitle(trx, act.subject, subjectId)));
    }
    scope.written = true;
    // Rolled back with its change: the call has no entry yet.
    trx.executionPromise.catch(() => {
      scope.written = false;
    });
  }

  /**
   * An edition published by its schedule (server/editions/scheduler.ts), in the publication's
   * transaction: the scheduler acted, on behalf of whoever scheduled it (their person id, so the
   * record's filter by person finds it), with the minute it was set for and, when late, why.
   */
  async publishedBySchedule(trx: Knex.Transaction, p: ScheduledPublication): Promise<void> {
    const subject = { id: String(p.number), name: null };
    await appendEntry(trx, {
      actorKind: 'scheduler',
      actorPersonId: p.scheduledBy.personId,
      actorName: schedulerName(p.scheduledBy.name),
      action: 'edition.publishScheduled',
      subjectKind: 'edition',
      subjectId: subject.id,
      summary: `${recordSummary('edition.publishScheduled', subject)} ${scheduledPublicationNote(p)}`,
    });
  }

  /**
   * An act no route's declaration covers, written by its handler: a sign-in (by password or
   * passkey), a refused one, a sign-out, the first administrator. `who` is the actor, or for a
   * refused sign-in of no known person what was tried (the e-mail address typed).
   */
  async act(action: RecordAction, who: Actor | { unknown: string }, subject?: { kind: RecordSubject; id: string | null; name: string | null; detail?: string }): Promise<void> {
    const actor = 'unknown' in who ? { actorKind: 'person' as const, actorPersonId: null, actorName: who.unknown.slice(0, 200) } : actorColumns(who, this.operatorName());
    const about = subject ?? { kind: 'session' as const, id: null, name: null };
    await appendEntry(this.db, { ...actor, action, subjectKind: about.kind, subjectId: about.id, summary: recordSummary(action, about, subject?.detail ?? null) });
  }
}
