/** The people screen of administrators and each person's own sessions (issue 27). */
import type { peopleApi } from '../../../common/api/people.js';
import { personOf } from '../../../common/staff/actor.js';
import { HttpError } from '../../http/errors.js';
import type { CallContext, Handlers } from '../../http/mount.js';
import type { StaffPeople } from './people.js';
import type { StaffSessions } from './sessions.js';
import { sessionIdOf } from './signIn.js';

/** The actor of a staff route (the guard let it through, so there is one). */
function actorIn(ctx: CallContext) {
  if (!ctx.actor) throw new HttpError(401, 'unauthorized', 'Cal iniciar la sessió de redacció per fer aquesta crida.');
  return ctx.actor;
}

export function peopleHandlers(people: StaffPeople, sessions: StaffSessions): Omit<Handlers<typeof peopleApi>, 'setup' | 'createFirstAdmin'> {
  return {
    people: async () => ({ people: await people.list() }),
    updatePerson: ({ params: { id }, body }, ctx) => people.update(id, body, personOf(actorIn(ctx))),
    sessions: async (_input, ctx) => ({ sessions: await sessions.list(personOf(actorIn(ctx)), sessionIdOf(ctx)) }),
    endSession: async ({ params: { id } }, ctx) => {
      const ended = await sessions.endOne(personOf(actorIn(ctx)), id);
      if (ended === 0) throw new HttpError(404, 'session_not_found', 'No tens cap sessió oberta amb aquest identificador.');
      return { ended };
    },
    endAllSessions: async (_input, ctx) => ({ ended: await sessions.endAll(personOf(actorIn(ctx))) }),
  };
}
