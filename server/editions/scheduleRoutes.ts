/**
 * The calendar and scheduled publication (issue 28). HTTP only: parse, check, call, reply.
 *
 *   GET    /api/admin/calendar                      every edition with its state, schedule and counts
 *   PUT    /api/admin/editions/{n}/schedule         schedules (or moves) a draft's publication
 *   DELETE /api/admin/editions/{n}/schedule         takes it away
 *
 * Every refusal is a 400 or 409 with a stable code and a Catalan reason, and changes nothing.
 */
import type { ErrorCode } from '../../common/api/errorCodes.js';
import type { scheduleApi as api, CalendarEdition } from '../../common/api/schedule.js';
import { formatLongDate } from '../../common/dates.js';
import { htmlToPlainLine } from '../../common/html.js';
import { countLabel } from '../../common/plural.js';
import type { Actor } from '../../common/staff/actor.js';
import { OPERATOR_NAME } from '../../common/record.js';
import { zonedInstant, type WallTime } from '../../common/zonedTime.js';
import type { Db } from '../db/connection.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Handlers } from '../http/mount.js';
import type { Clock } from '../staff/backup/schedule.js';
import type { EditionScheduler } from './scheduler.js';
import { notAcceptedArticles } from './publishGate.js';
import { calendarEditions, removeSchedule, setSchedule } from './schedules.js';

const refuse = (code: ErrorCode, message: string) => new HttpError(400, code, message);

/** The instant a wall time names on the magazine's clock, or the reason it names none (decision 20: refuse, never guess). */
function instantOf(wall: WallTime, timeZone: string, now: Date): Date {
  const found = zonedInstant(wall, timeZone);
  switch (found.kind) {
    case 'invalid_date':
      throw refuse('invalid_date', `La data «${wall.date}» no existeix: escriu-la com AAAA-MM-DD, amb un dia que el mes tingui.`);
    case 'invalid_time':
      throw refuse('invalid_time', `L’hora «${wall.time}» no existeix: escriu-la com HH:MM, de 00:00 a 23:59.`);
    case 'gap':
      throw refuse('time_skipped', `El ${formatLongDate(wall.date)} els rellotges s’avancen una hora i les ${wall.time} no existeixen: tria una altra hora.`);
    case 'overlap':
      throw refuse('time_repeated', `El ${formatLongDate(wall.date)} els rellotges s’endarrereixen una hora i les ${wall.time} passen dues vegades: tria una hora que no sigui ambigua.`);
    case 'ok':
      if (found.instant.getTime() <= now.getTime()) throw refuse('time_in_past', `El ${formatLongDate(wall.date)} a les ${wall.time} ja ha passat: tria una hora que encara no hagi arribat.`);
      return found.instant;
  }
}

const nameOf = (actor: Actor | undefined) => (!actor || actor.kind === 'operator' ? OPERATOR_NAME : actor.name);
const personOf = (actor: Actor | undefined) => (actor?.kind === 'person' ? actor.id : actor?.kind === 'token' ? actor.personId : null);

export function scheduleHandlers(db: Db, scheduler: EditionScheduler, timeZone: string, clock: Clock): Handlers<typeof api> {
  async function edition(number: number): Promise<CalendarEdition> {
    const [found] = await calendarEditions(db, timeZone, number);
    if (!found) throw notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');
    return found;
  }
  const draft = (e: CalendarEdition) => {
    if (e.status !== 'draft') throw new HttpError(409, 'already_published', `L’edició ${e.number} ja està publicada: no cal programar-la.`);
  };
  const changed = (number: number) =>
    new HttpError(409, 'schedule_changed', `Algú altre ha canviat la programació de l’edició ${number} mentrestant: torna a obrir el calendari i mira-la abans de canviar-la.`);

  return {
    calendar: async () => ({ timeZone, now: clock.now().toISOString(), editions: await calendarEditions(db, timeZone), failure: scheduler.failure() }),
    schedule: async ({ params: { number }, body }, ctx) => {
      const current = await edition(number);
      draft(current);
      const at = instantOf({ date: body.date, time: body.time }, timeZone, clock.now());
      if (current.articles.total === 0) throw refuse('edition_empty', `L’edició ${number} encara no té cap article: afegeix-n’hi abans de programar-ne la publicació.`);
      // 'Publica' asks an editor to confirm texts nobody accepted; at the scheduled minute nobody is there to.
      const waiting = await notAcceptedArticles(db, number);
      if (waiting.length > 0) {
        const titles = waiting.map((a) => `«${htmlToPlainLine(a.title)}»`).join(', ');
        throw new HttpError(
          409,
          'articles_not_accepted',
          `L’edició ${number} té ${countLabel(waiting.length, 'article que encara no és «Acceptat»', 'articles que encara no són «Acceptat»')} (${titles}): accepta’ls abans de programar-ne la publicació, que a l’hora programada ningú no hi serà per confirmar-ho.`,
        );
      }
      const set = await setSchedule(db, number, body.expected, { publishAt: at.toISOString(), by: { personId: personOf(ctx.actor), name: nameOf(ctx.actor) }, at: clock.now().toISOString() });
      if (!set) throw changed(number);
      return edition(number);
    },
    unschedule: async ({ params: { number } }) => {
      const current = await edition(number);
      draft(current);
      if (!current.schedule || !(await removeSchedule(db, number))) {
        throw new HttpError(409, 'not_scheduled', `L’edició ${number} no té cap publicació programada.`);
      }
      return edition(number);
    },
  };
}
