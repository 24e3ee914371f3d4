/** The record's read routes (common/api/record.ts): a page, the CSV download, the people it names. */
import type { recordApi } from '../../common/api/record.js';
import { RECORD_CSV_COLUMNS } from '../../common/api/record.js';
import { pagination } from '../../common/api/pagination.js';
import { utcDay } from '../../common/dates.js';
import { writeExport } from '../analytics/lib/exporter.js';
import type { Db } from '../db/connection.js';
import { FileReply } from '../http/answers.js';
import type { Handlers } from '../http/mount.js';
import { exportedEntries, listEntries, peopleInRecord } from './store.js';

export function recordHandlers(db: Db): Handlers<typeof recordApi> {
  return {
    list: async ({ query: { page, limit, ...filters } }) => {
      const { entries, total, capped } = await listEntries(db, filters, page, limit);
      return { entries, pagination: pagination({ page, limit, total }), moreThanTotal: capped };
    },
    export: async ({ query: filters }) =>
      FileReply.written(async (_req, res) => {
        res
          .status(200)
          .set('Content-Disposition', `attachment; filename="registre-${utcDay(Date.now())}.csv"`)
          .type('text/csv; charset=utf-8');
        await writeExport(res, exportedEntries(db, filters), 'csv', RECORD_CSV_COLUMNS);
      }),
    people: async () => ({ people: await peopleInRecord(db) }),
  };
}
