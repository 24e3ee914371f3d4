/**
 * 'Publica al web' at a minute of the public site's clock (issue 28): the edition went up there as
 * a draft; its own schedule route sets when it publishes it, with the token's owner as who set it.
 * The public site's refusals (time in the past, a daylight-saving gap, ...) come back here with
 * their own status, code and Catalan reason: the staff see exactly what the public site said; the
 * draft sent for it is taken back, unless the public site had that edition already.
 */
import type { ErrorCode } from '../../common/api/errorCodes.js';
import type { ApiErrorBody, ResponseOf } from '../../common/api/route.js';
import type { CalendarEdition, scheduleApi } from '../../common/api/schedule.js';
import type { WallTime } from '../../common/zonedTime.js';
import { HttpError } from '../http/errors.js';
import { log } from '../log/logger.js';
import type { RemoteSite } from '../staff/remote.js';

export interface RemoteSchedule {
  at: string;
  date: string;
  time: string;
}

/**
 * What the public site has of edition `number` before anything is sent: its calendar entry (a
 * second send moves its schedule), null when it has no such edition, undefined when it cannot say.
 */
export async function editionThere(remote: RemoteSite, number: number): Promise<CalendarEdition | null | undefined> {
  const res = await remote.fetch('/api/admin/calendar');
  if (!res.ok) return undefined;
  const calendar = (await res.json()) as ResponseOf<typeof scheduleApi.calendar, 200>;
  return calendar.editions.find((e) => e.number === number) ?? null;
}

/**
 * Schedules the public site's draft `number` at `wall`; a refusal it gives as 400 or 409 is thrown
 * as the same; `failure` turns any other failed answer into this route's 502. `before` is what the
 * public site had before the draft was sent (editionThere): a draft it did not have is discarded
 * there again when the schedule fails, so that a refused time leaves nothing behind.
 */
export async function scheduleThere(
  remote: RemoteSite,
  number: number,
  wall: WallTime,
  before: CalendarEdition | null | undefined,
  failure: (status: number, message: string | undefined) => HttpError,
): Promise<RemoteSchedule> {
  const res = await remote.fetch(`/api/admin/editions/${number}/schedule`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date: wall.date, time: wall.time, expected: before?.schedule?.at ?? null }),
  });
  const body = (await res.json().catch(() => null)) as (Partial<CalendarEdition> & Partial<ApiErrorBody>) | null;
  if (res.ok && body?.schedule) return { at: body.schedule.at, date: body.schedule.date, time: body.schedule.time };
  if (before === null) await discardThere(remote, number);
  if ((res.status === 400 || res.status === 409) && body?.error?.code) {
    throw new HttpError(res.status, body.error.code as ErrorCode, body.error.message);
  }
  throw failure(res.status, body?.error?.message);
}

/** Takes back the draft just sent; if even that fails, the refusal is still what staff are told (the log keeps the rest). */
async function discardThere(remote: RemoteSite, number: number): Promise<void> {
  try {
    const res = await remote.fetch(`/api/admin/editions/${number}`, { method: 'DELETE' });
    if (!res.ok) log.warn({ edition: number, status: res.status }, 'El web públic no ha retirat l’esborrany d’una programació refusada');
  } catch (err) {
    log.warn({ edition: number, err }, 'No s’ha pogut retirar del web públic l’esborrany d’una programació refusada');
  }
}
