/** The calendar of editions and scheduled publication (common/api/schedule.ts). */
import { API } from '../../common/api/addresses.js';
import type { ScheduleRequest } from '../../common/api/schedule.js';
import { call, type CallContext } from './client.js';

export const scheduleKeys = {
  calendar: ['admin', 'calendar'] as const,
};

export const fetchCalendar = (ctx?: CallContext) => call(API.schedule.calendar, {}, ctx);

export const scheduleEdition = (number: number, body: ScheduleRequest) => call(API.schedule.schedule, { params: { number }, body });

export const unscheduleEdition = (number: number) => call(API.schedule.unschedule, { params: { number } });
