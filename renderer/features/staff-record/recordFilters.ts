/** The screen's filters and page, kept in the address (?persona=…&accio=…&des=…&fins=…&pagina=…) so a view can be shared and reloaded. */
import type { RecordQuery } from '../../../common/api/record.js';
import { RECORD_ACTIONS, type RecordAction } from '../../../common/record.js';

export const RECORD_PAGE_SIZE = 50;

export interface RecordView {
  person: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the address says, keeping only values the API reads (a hand-typed address cannot make the list fail). */
export function viewOf(search: URLSearchParams): RecordView {
  const person = search.get('persona') ?? '';
  const action = search.get('accio') ?? '';
  const day = (key: string) => (DAY.test(search.get(key) ?? '') ? search.get(key)! : '');
  const page = Number(search.get('pagina'));
  return {
    person: /^(operator|[1-9]\d*)$/.test(person) ? person : '',
    action: (RECORD_ACTIONS as string[]).includes(action) ? action : '',
    from: day('des'),
    to: day('fins'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchOf(view: RecordView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.person) search.set('persona', view.person);
  if (view.action) search.set('accio', view.action);
  if (view.from) search.set('des', view.from);
  if (view.to) search.set('fins', view.to);
  if (view.page > 1) search.set('pagina', String(view.page));
  return search;
}

export function queryOf(view: RecordView): RecordQuery {
  return {
    ...(view.person ? { person: view.person } : {}),
    ...(view.action ? { action: view.action as RecordAction } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    page: view.page,
    limit: RECORD_PAGE_SIZE,
  };
}

export const isFiltered = (view: RecordView) => Boolean(view.person || view.action || view.from || view.to);
