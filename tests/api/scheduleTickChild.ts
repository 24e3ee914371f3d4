/**
 * A server process for the two-instance test of scheduled publication
 * (schedule-two-instances.postgres.test.ts): the app as main.ts builds it, on the test's database,
 * whose scheduler ticks once when the parent says 'tick'. Inside each publication's transaction,
 * just before its claim on the schedule, it waits for the parent's 'go', which the parent sends
 * once both processes are there: the two claims meet in the database at the same moment.
 */
import { createServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/connection.js';

const send = (message: object) => process.send?.(message);
const waiting = new Map<number, () => void>();

process.on('message', (m: { go?: number }) => {
  if (m.go !== undefined) waiting.get(m.go)?.();
});

const config = loadConfig(process.env);
const db = createDb(config);
const now = new Date(process.env.TICK_AT!);
const server = createServer({
  db,
  config,
  scheduling: {
    clock: { now: () => now, setTimeout: () => null, clearTimeout: () => undefined },
    publish: (publish) => (number, claim) =>
      publish(number, {
        claim: async (trx) => {
          await new Promise<void>((resolve) => {
            waiting.set(number, resolve);
            send({ atClaim: number });
          });
          return claim!.claim(trx);
        },
        record: (trx) => claim!.record(trx),
      }),
  },
});

process.on('message', (m: { tick?: boolean }) => {
  if (!m.tick) return;
  void server.scheduler.tick().then(async () => {
    send({ ticked: true });
    await db.destroy();
    process.exit(0);
  });
});
send({ ready: true });
