/**
 * 'Publica al web' at a minute of the public site's clock (issue 28): the edition went up there as
 * a draft; its own schedule route sets when it publishes it, with the token's owner as who set it.
 * The public site's refusals (time in the past, a daylight-saving gap, ...) come back here with
 * their own status, code and Catalan reason: the staff see exactly what the public site said.
 */
import type { ErrorCode } from '../../common/api/errorCodes.js';
import type { ApiErrorBody, ResponseOf } from '../../common/api/route.js';
import type { CalendarEdition, scheduleApi } from '../../common/api/schedule.js';
import type { WallTime } from '../../common/zonedTime.js';
import { HttpError } from '../http/errors.js';
import type { RemoteSite } from '../staff/remote.js';

export interface RemoteSchedule {
  at: string;
  date: string;
  time: string;
}

/** The schedule the public site already has for `number` (a second send moves it), or null. */
async function scheduledThere(remote: RemoteSite, number: number): Promise<string | null> {
  const res = await remote.fetch('/api/admin/calendar');
  if (!res.ok) return null;
  const calendar = (await res.json()) as ResponseOf<typeof scheduleApi.calendar, 200>;
  return calendar.editions.find((e) => e.number === number)?.schedule?.at ?? null;
}

/**
 * Schedules the public site's draft `number` at `wall`; a refusal it gives as 400 or 409 is thrown
 * as the same; `failure` turns any other failed answer into this route's 502.
 */
export async function scheduleThere(
  remote: RemoteSite,
  number: number,
  wall: WallTime,
  failure: (status: number, message: string | undefined) => HttpError,
): Promise<RemoteSchedule> {
  const expected = await scheduledThere(remote, number);
  const res = await remote.fetch(`/api/admin/editions/${number}/schedule`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date: wall.date, time: wall.time, expected }),
  });
  const body = (await res.json().catch(() => null)) as (Partial<CalendarEdition> & Partial<ApiErrorBody>) | null;
  if (res.ok && body?.schedule) return { at: body.schedule.at, date: body.schedule.date, time: body.schedule.time };
  if ((res.status === 400 || res.status === 409) && body?.error?.code) {
    throw new HttpError(res.status, body.error.code as ErrorCode, body.error.message);
  }
  throw failure(res.status, body?.error?.message);
}
