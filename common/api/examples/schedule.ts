/** Examples of the calendar and scheduled publication (index.ts says where they come from; these follow the API tests' answers). */
import type { OperationExamples } from './operationExample.js';

/** A draft edition set to be published at nine on the magazine's clock (Europe/Madrid: 08:00 UTC in winter). */
const SCHEDULED = {
  number: 49,
  title: 'Llum d’hivern',
  publicationDate: '2024-02-01',
  status: 'draft',
  articles: { total: 8, byState: { draft: 8 } },
  schedule: { at: '2026-12-01T08:00:00.000Z', date: '2026-12-01', time: '09:00', by: 'Laia Vilardell Puigvert', failure: null },
};

export const SCHEDULE_EXAMPLES: OperationExamples = {
  scheduleCalendar: { answer: { timeZone: 'Europe/Madrid', now: '2026-11-28T23:52:30.338Z', editions: [SCHEDULED], failure: null } },
  scheduleSchedule: { parameters: { number: 49 }, body: { date: '2026-12-01', time: '09:00', expected: null }, answer: SCHEDULED },
  scheduleUnschedule: { parameters: { number: 49 }, answer: { ...SCHEDULED, schedule: null } },
};
