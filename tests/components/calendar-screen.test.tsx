/**
 * The calendar of editions (/redaccio/calendari, issue 28): months in Catalan, newest first, each a
 * captioned table with day, edition, state and article counts by state; an editor schedules from
 * the keyboard and reads the server's refusal as said; a contributor is offered nothing to change;
 * a failed scheduled publication is announced.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { scheduleApi, type CalendarEdition } from '../../common/api/schedule.js';
import type { StaffRole } from '../../common/staff/actor.js';
import { CalendarScreen } from '../../renderer/features/staff-calendar/CalendarScreen.js';
import { fakeApi, on, refusal, type FakeRoute } from './fakeApi.js';
import { renderScreen } from './render.js';

const signedInAs = (role: StaffRole): FakeRoute => on(adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 1, name: 'Anna', role } }));

const edition = (number: number, over: Partial<CalendarEdition> = {}): CalendarEdition => ({
  number,
  title: `Edició ${number}`,
  publicationDate: '2026-11-01',
  status: 'published',
  articles: { total: 3, byState: { published: 3 } },
  schedule: null,
  ...over,
});

const EDITIONS = [
  edition(48, { title: 'Tardor' }),
  edition(49, {
    title: 'Hivern',
    publicationDate: '2026-12-01',
    status: 'draft',
    articles: { total: 3, byState: { draft: 1, submitted: 1, accepted: 1 } },
    schedule: { at: '2026-12-01T09:00:00.000Z', date: '2026-12-01', time: '10:00', by: 'Anna', failure: null },
  }),
  edition(50, { title: 'Gener', publicationDate: '2027-01-01', status: 'draft', articles: { total: 1, byState: { draft: 1 } } }),
  edition(47, { title: 'Octubre', publicationDate: '2026-10-01', articles: { total: 1, byState: { published: 1 } } }),
];

function withCalendar(role: StaffRole, extra: FakeRoute[] = [], failure: { at: string; message: string; number: number | null } | null = null) {
  return fakeApi([signedInAs(role), [scheduleApi.calendar, () => ({ timeZone: 'Europe/Madrid', now: '2026-11-28T10:00:00.000Z', editions: EDITIONS, failure })], ...extra]);
}

describe('the calendar of editions', () => {
  it('shows the editions month by month, newest first, with day, state and article counts in Catalan', async () => {
    withCalendar('contributor');
    renderScreen(<CalendarScreen />);
    const months = await screen.findAllByRole('heading', { level: 2 });
    expect(months.map((h) => h.textContent)).toEqual(['Gener de 2027', 'Desembre de 2026', 'Novembre de 2026', 'Octubre de 2026']);
    const december = screen.getByRole('table', { name: 'Edicions de desembre de 2026' });
    const [row] = within(december).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['dimarts, 1 de desembre', 'Programada per a les 10:00', '3 articles: 1 en esborrany, 1 per revisar, 1 acceptat', '']);
    expect(within(row!).getByRole('link', { name: '49. Hivern' }).getAttribute('href')).toBe('/redaccio/edicio/49');
    const november = within(screen.getByRole('table', { name: 'Edicions de novembre de 2026' })).getAllByRole('row')[1]!;
    expect(within(november).getAllByRole('cell').map((c) => c.textContent)).toEqual(['diumenge, 1 de novembre', 'Publicada', '3 articles: 3 publicats', '']);
    expect(within(screen.getByRole('table', { name: 'Edicions d’octubre de 2026' })).getByRole('link', { name: '47. Octubre' })).toBeTruthy();
    // A contributor reads; nothing to schedule.
    expect(screen.queryByRole('button', { name: /Programa/ })).toBeNull();
  });

  it('lets an editor schedule from the keyboard, shows the server’s reason as said, then the new time', async () => {
    const user = userEvent.setup();
    let answer: 'refuse' | 'ok' = 'refuse';
    const api = withCalendar('editor', [
      on(scheduleApi.schedule, ({ params, body }) =>
        answer === 'refuse'
          ? refusal(400, 'time_skipped', 'El 28 de març de 2027 els rellotges s’avancen una hora i les 02:30 no existeixen: tria una altra hora.')
          : { ...EDITIONS[2]!, number: params.number, schedule: { at: '2027-01-01T08:00:00.000Z', date: body.date, time: body.time, by: 'Anna', failure: null } },
      ),
    ]);
    renderScreen(<CalendarScreen />);
    const open = await screen.findByRole('button', { name: 'Programa de l’edició 50' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Programa la publicació de l’edició 50' });
    const day = within(form).getByLabelText('Dia');
    expect(document.activeElement).toBe(day);
    await user.clear(day);
    await user.type(day, '2027-03-28');
    const hour = within(form).getByLabelText('Hora');
    await user.clear(hour);
    await user.type(hour, '02:30');
    await user.keyboard('{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe('El 28 de març de 2027 els rellotges s’avancen una hora i les 02:30 no existeixen: tria una altra hora.');
    expect(api.callsTo(scheduleApi.schedule).at(-1)).toMatchObject({ params: { number: 50 }, body: { date: '2027-03-28', time: '02:30', expected: null } });

    answer = 'ok';
    await user.clear(hour);
    await user.type(hour, '09:00');
    await user.click(within(form).getByRole('button', { name: 'Programa la publicació' }));
    expect((await screen.findByRole('status')).textContent).toBe('L’edició 50 es publicarà diumenge, 28 de març, a les 09:00.');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Programa de l’edició 50' })));
  });

  it('sends the time the editor saw when moving a schedule, and Escape closes the form', async () => {
    const user = userEvent.setup();
    const api = withCalendar('editor', [on(scheduleApi.schedule, () => refusal(409, 'schedule_changed', 'Algú altre ha canviat la programació de l’edició 49 mentrestant.'))]);
    renderScreen(<CalendarScreen />);
    await user.click(await screen.findByRole('button', { name: 'Canvia la programació de l’edició 49' }));
    const form = screen.getByRole('form', { name: 'Programa la publicació de l’edició 49' });
    expect((within(form).getByLabelText('Hora') as HTMLInputElement).value).toBe('10:00');
    await user.click(within(form).getByRole('button', { name: 'Canvia l’hora' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Algú altre ha canviat/);
    expect(api.callsTo(scheduleApi.schedule).at(-1)!.body).toEqual({ date: '2026-12-01', time: '10:00', expected: '2026-12-01T09:00:00.000Z' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('announces a scheduled publication that failed and is being retried', async () => {
    withCalendar('editor', [], { at: '2026-12-01T09:00:10.000Z', message: 'No s’ha pogut publicar l’edició 49 a l’hora programada: la base de dades no respon. Es tornarà a provar tot sol.', number: 49 });
    renderScreen(<CalendarScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Una publicació programada no s’ha pogut fer');
    expect(alert.textContent).toContain('la base de dades no respon. Es tornarà a provar tot sol. (1 de desembre de 2026, 10:00)');
  });

  it('says so when the calendar cannot be read, under the page’s heading, and Tornar a provar reads it', async () => {
    const away = { now: true };
    fakeApi([
      signedInAs('editor'),
      [scheduleApi.calendar, () => (away.now ? refusal(503, 'unavailable', 'La base de dades no està disponible ara mateix.') : { timeZone: 'Europe/Madrid', now: '2026-11-28T10:00:00.000Z', editions: EDITIONS, failure: null })],
    ]);
    renderScreen(<CalendarScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No s’ha pogut carregar el calendari.');
    // The screen sits under the desk's 'Calendari' h1 (DeskCalendarPage): its error is a section of it.
    expect(within(alert).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    away.now = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByRole('table', { name: 'Edicions de desembre de 2026' })).toBeTruthy();
  });
});
