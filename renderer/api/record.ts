/** The record's calls (common/api/record.ts): a page of entries, the people it names, the CSV download. */
import { API } from '../../common/api/addresses.js';
import type { RecordQuery } from '../../common/api/record.js';
import { saveDownload } from './admin.js';
import { call, callFile, type CallContext } from './client.js';

export const recordKeys = {
  list: (query: RecordQuery) => ['admin', 'record', query] as const,
  people: ['admin', 'record', 'people'] as const,
};

export const fetchRecord = (query: RecordQuery, ctx?: CallContext) => call(API.record.list, { query }, ctx);
export const fetchRecordPeople = (ctx?: CallContext) => call(API.record.people, {}, ctx);

/** 'Exporta CSV': every entry the filters keep, saved as a file. */
export const exportRecord = ({ page: _page, limit: _limit, ...filters }: RecordQuery) => saveDownload(callFile(API.record.export, { query: filters }), 'registre.csv');
