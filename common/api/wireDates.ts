/**
 * Dates in answers, as the OpenAPI document names them (issue 29): the server writes an instant as
 * ISO 8601 in UTC (Date.toJSON: '2026-11-28T10:30:00.000Z', format date-time) and a day of the
 * calendar as 'YYYY-MM-DD' (format date). Only the document reads the format: the types stay
 * strings, and the API suite checks every answer it receives against the document, formats included.
 */
import { z } from 'zod';

/** An instant: format date-time. */
export const isoTime = () => z.string().meta({ format: 'date-time' });

/** A day of the calendar: format date. */
export const isoDay = () => z.string().meta({ format: 'date' });

const MONTH = '^\\d{4}-\\d{2}$';
const HOUR = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:00$';

/** A dashboard timeline's bucket: a day (a week is its Monday) or a month, 'YYYY-MM'; with hours, 'YYYY-MM-DDTHH:00' in UTC. */
export const timelinePeriod = (hours: boolean) =>
  z.string().meta({
    anyOf: [{ format: 'date' }, { pattern: MONTH }, ...(hours ? [{ pattern: HOUR }] : [])],
    description: `A day ('YYYY-MM-DD'; a week is its Monday) or a month ('YYYY-MM')${hours ? ", or an hour in UTC ('YYYY-MM-DDTHH:00')" : ''}.`,
  });
