/**
 * Invitations and password resets (issue 27 item 3): an administrator invites an address with a
 * role and gets a one-time link; the invitee opens it, sets a name and a password and is signed in
 * with that role. A used, expired, revoked or unknown link is refused with its code, changes
 * nothing and is recorded. Resets: issued by an administrator (a link to copy) or, with SMTP,
 * asked for by the person, mailed by a local SMTP server this test starts (never the network);
 * using one ends the person's other sessions.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../common/api/admin.js';
import type { StaffInvitation } from '../../common/api/invitations.js';
import type { StaffPerson } from '../../common/api/people.js';
import type { RecordEntry } from '../../common/api/record.js';
import { startTestServer, type TestServer } from './harness.js';
import { PASSWORD, addPerson, errorCode, invite, signIn, withCookie } from './staffFixture.js';

interface Mail {
  to: string;
  raw: string;
  /** The body as text (quoted-printable decoded). */
  text: string;
}

/** A local mail server on a free port that keeps every message it is given. */
async function localSmtp(): Promise<{ url: string; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw, text: decodedBody(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** A plain-text message's body, quoted-printable decoded (nodemailer's choice for Catalan text). */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body[i] === '=' ? body.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(body.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

let server: TestServer;
let mailing: TestServer;
let smtp: Awaited<ReturnType<typeof localSmtp>>;
let clients = 0;

beforeAll(async () => {
  smtp = await localSmtp();
  server = await startTestServer();
  mailing = await startTestServer({ mail: { url: smtp.url, from: 'Revista Estany <redaccio@revista.test>' } });
});

afterAll(async () => {
  await server?.close();
  await mailing?.close();
  await smtp?.close();
});

/** A client of its own (a refused link slows its client's next answers). */
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${++clients}` });

async function latest(on: TestServer, limit: number): Promise<RecordEntry[]> {
  const res = await on.send('GET', `/api/admin/record?limit=${limit}`, undefined, { admin: true });
  return ((await res.json()) as { entries: RecordEntry[] }).entries;
}

const accept = (on: TestServer, token: string, name: string, password = PASSWORD) => on.send('POST', `/api/admin/invitation/${token}`, { name, password }, { headers: newClient() });
const pending = async (on: TestServer) => ((await (await on.send('GET', '/api/admin/invitations', undefined, { admin: true })).json()) as { invitations: StaffInvitation[]; mail: boolean });
const people = async (on: TestServer) => ((await (await on.send('GET', '/api/admin/people', undefined, { admin: true })).json()) as { people: StaffPerson[] }).people;
const desk = (on: TestServer, cookie: string) => withCookie(on, cookie, 'GET', '/api/admin/editions');

describe('invitations', () => {
  it('gives a one-time link valid 7 days that makes the invitee a person of that role, signed in', async () => {
    const started = Date.now();
    const { link, token, mailed } = await invite(server, 'Laia.Nova@Revista.test', 'editor');
    expect(link).toBe(`${server.config.publicUrl}/redaccio/invitacio/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailed).toBe(false);
    const list = await pending(server);
    expect(list.mail).toBe(false);
    const invitation = list.invitations.find((i) => i.email === 'Laia.Nova@Revista.test')!;
    expect(invitation).toMatchObject({ role: 'editor', invitedBy: 'Clau d’operador' });
    const days = (Date.parse(invitation.expiresAt) - started) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // Only the token's hash is kept.
    expect(JSON.stringify(await server.db('staff_links').select())).not.toContain(token);

    expect(await server.json(`/api/admin/invitation/${token}`)).toEqual({ email: 'Laia.Nova@Revista.test', role: 'editor', expiresAt: invitation.expiresAt });
    const res = await accept(server, token, '  Laia Nova ');
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as AdminSession).actor).toMatchObject({ kind: 'person', name: 'Laia Nova', role: 'editor' });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect((await desk(server, cookie)).status).toBe(200);
    expect((await people(server)).find((p) => p.email === 'Laia.Nova@Revista.test')).toMatchObject({ name: 'Laia Nova', role: 'editor', status: 'active' });
    expect((await pending(server)).invitations.some((i) => i.id === invitation.id)).toBe(false);
    // The password chosen is theirs: a sign-in with it works.
    expect((await desk(server, await signIn(server, 'laia.nova@revista.test'))).status).toBe(200);

    const entries = await latest(server, 3);
    expect(entries.map((e) => [e.action, e.actor.name, e.summary])).toEqual([
      ['session.signIn', 'Laia Nova', 'Ha iniciat la sessió de redacció.'],
      ['session.signIn', 'Laia Nova', 'Ha iniciat la sessió de redacció.'],
      ['invitation.accept', 'Laia Nova', 'Ha acceptat la invitació i ha entrat a la redacció com a «Editor».'],
    ]);
  });

  it('refuses a replayed, expired, revoked or unknown link with its code, changes nothing, and records the attempt', async () => {
    const used = await invite(server, 'usada@revista.test', 'contributor');
    expect((await accept(server, used.token, 'Primera')).status).toBe(201);
    const expired = await invite(server, 'caducada@revista.test', 'admin');
    await server.db('staff_links').where({ id: expired.id }).update({ expires_at: Date.now() - 1000 });
    const revoked = await invite(server, 'anullada@revista.test', 'editor');
    const revoke = await server.send('DELETE', `/api/admin/invitations/${revoked.id}`, undefined, { admin: true });
    expect(((await revoke.json()) as StaffInvitation).email).toBe('anullada@revista.test');
    const before = await people(server);

    const cases = [
      // A used invitation names the person it made.
      [used.token, 410, 'link_used', 'ja utilitzat', 'Primera'],
      [expired.token, 410, 'link_expired', 'caducat', 'caducada@revista.test'],
      [revoked.token, 410, 'link_revoked', 'anul·lat', 'anullada@revista.test'],
      ['A'.repeat(43), 404, 'link_unknown', 'desconegut', 'Enllaç desconegut'],
    ] as const;
    for (const [token, status, code, reason, who] of cases) {
      const res = await accept(server, token, 'Una Altra');
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect([res.status, body.error.code], token).toEqual([status, code]);
      expect(body.error.message).toMatch(/^Aquesta invitació .+\.$/);
      const look = await server.send('GET', `/api/admin/invitation/${token}`, undefined, { headers: newClient() });
      expect([look.status, await errorCode(look)]).toEqual([status, code]);
      const entries = await latest(server, 2);
      for (const entry of entries) expect(entry).toMatchObject({ action: 'invitation.refused', actor: { name: who }, summary: `Ha intentat fer servir un enllaç d’invitació que no val: «${reason}».` });
    }
    expect(await people(server)).toEqual(before);
  });

  it('refuses an address that has an account or a pending invitation; keeps the link when the password will not do', async () => {
    const taken = await server.send('POST', '/api/admin/invitations', { email: 'LAIA.nova@revista.test', role: 'editor' }, { admin: true });
    expect([taken.status, await errorCode(taken)]).toEqual([409, 'email_taken']);
    const { token } = await invite(server, 'pendent@revista.test', 'contributor');
    const twice = await server.send('POST', '/api/admin/invitations', { email: 'Pendent@revista.test', role: 'editor' }, { admin: true });
    expect([twice.status, await errorCode(twice)]).toEqual([409, 'invitation_pending']);
    const short = await accept(server, token, 'Pere', 'curta');
    expect([short.status, await errorCode(short)]).toEqual([400, 'password_too_short']);
    expect((await accept(server, token, 'Pere')).status).toBe(201);
  });

  it('is for administrators only', async () => {
    const editor = await addPerson(server, 'Editora Sense Permís', 'editor');
    const cookie = await signIn(server, editor.email);
    const res = await withCookie(server, cookie, 'POST', '/api/admin/invitations', { email: 'algu@revista.test', role: 'admin' });
    expect([res.status, await errorCode(res)]).toEqual([403, 'role_too_low']);
  });
});

describe('password resets', () => {
  it('by an administrator: a link to copy; using it sets the password, ends the other sessions, and is recorded', async () => {
    const person = await addPerson(server, 'Quim Oblidadís', 'contributor');
    const elsewhere = await signIn(server, person.email);
    const issued = await server.send('POST', `/api/admin/people/${person.id}/password-reset`, undefined, { admin: true });
    const { link, mailed, name } = (await issued.json()) as { link: string; mailed: boolean; name: string };
    expect([issued.status, mailed, name]).toEqual([201, false, 'Quim Oblidadís']);
    const token = link.split('/').pop()!;
    expect(link).toBe(`${server.config.publicUrl}/redaccio/contrasenya/${token}`);
    expect(await server.json(`/api/admin/password-reset/${token}`)).toMatchObject({ name: 'Quim Oblidadís', email: person.email });

    const res = await server.send('POST', `/api/admin/password-reset/${token}`, { password: 'una contrasenya nova i llarga' }, { headers: newClient() });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect((await desk(server, cookie)).status).toBe(200);
    expect((await desk(server, elsewhere)).status).toBe(401);
    const old = await server.send('POST', '/api/admin/session', { email: person.email, password: PASSWORD }, { headers: newClient() });
    expect(old.status).toBe(401);
    expect((await desk(server, await signIn(server, person.email, 'una contrasenya nova i llarga', newClient()))).status).toBe(200);

    const replay = await server.send('POST', `/api/admin/password-reset/${token}`, { password: 'una altra contrasenya llarga' }, { headers: newClient() });
    expect([replay.status, await errorCode(replay)]).toEqual([410, 'link_used']);
    const entries = await latest(server, 5);
    expect(entries.map((e) => [e.action, e.actor.name])).toEqual([
      ['reset.refused', 'Quim Oblidadís'],
      ['session.signIn', 'Quim Oblidadís'],
      ['session.signInFailed', 'Quim Oblidadís'],
      ['session.signIn', 'Quim Oblidadís'],
      ['reset.use', 'Quim Oblidadís'],
    ]);
    const issuedEntry = (await (await server.send('GET', '/api/admin/record?action=reset.issue&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(issuedEntry.entries[0]).toMatchObject({ actor: { name: 'Clau d’operador' }, subject: { kind: 'person', id: String(person.id) }, summary: 'Ha creat un enllaç perquè «Quim Oblidadís» triï una contrasenya nova.' });
  });

  it('a newer reset link replaces the earlier one; asking by e-mail needs SMTP', async () => {
    const person = await addPerson(server, 'Rita Dues Vegades', 'editor');
    const first = ((await (await server.send('POST', `/api/admin/people/${person.id}/password-reset`, undefined, { admin: true })).json()) as { link: string }).link.split('/').pop()!;
    await server.send('POST', `/api/admin/people/${person.id}/password-reset`, undefined, { admin: true });
    const res = await server.send('POST', `/api/admin/password-reset/${first}`, { password: 'una contrasenya nova i llarga' }, { headers: newClient() });
    expect([res.status, await errorCode(res)]).toEqual([410, 'link_revoked']);
    const asked = await server.send('POST', '/api/admin/password-reset', { email: person.email }, { headers: newClient() });
    expect([asked.status, await errorCode(asked)]).toEqual([409, 'mail_unavailable']);
  });
});

describe('with a mail server', () => {
  it('mails the invitation in Catalan with its link, and says so', async () => {
    expect(await mailing.json('/api/admin/setup')).toEqual({ needed: true, mail: true });
    const { link, mailed } = await invite(mailing, 'mariona@revista.test', 'contributor');
    expect(mailed).toBe(true);
    await expect.poll(() => smtp.mails.filter((m) => m.to === 'mariona@revista.test').length).toBe(1);
    const mail = smtp.mails.find((m) => m.to === 'mariona@revista.test')!;
    expect(mail.raw).toMatch(/^From: Revista Estany <redaccio@revista\.test>/m);
    expect(mail.text).toContain('T’han convidat a la redacció de Revista Estany amb el rol de Col·laborador.');
    expect(mail.text).toContain(`\n${link}\n`);
    // Until when, on the magazine's calendar and clock, as the workspace says it (no ICU 'del 2026').
    expect(mail.text).toMatch(/L’enllaç val una sola vegada, fins (?:al \d{1,2}|a l’1{1,2}) (?:de |d’)[a-zç]+ de \d{4}, \d{2}:\d{2}\./);
  });

  it('mails a reset to a person who asks, answers an unknown address the same way, and records both', async () => {
    const person = await addPerson(mailing, 'Nil Correu', 'editor');
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await mailing.send('POST', '/api/admin/password-reset', { email }, { headers: newClient() });
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    };
    const known = await ask(person.email);
    const unknown = await ask('ningu@revista.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known).toMatchObject({ status: 202, body: { requested: true } });
    // Both wait out the same floor (the mail is sent after the answer).
    for (const answer of [known, unknown]) expect(answer.ms).toBeGreaterThanOrEqual(390);

    const resets = () => smtp.mails.filter((m) => m.text.includes('/redaccio/contrasenya/'));
    await expect.poll(() => resets().length).toBe(1);
    const mail = resets()[0]!;
    expect(mail.to).toBe(person.email);
    expect(mail.text).toContain('Hola, Nil Correu:');
    const link = /^(http\S+\/redaccio\/contrasenya\/[A-Za-z0-9_-]+)$/m.exec(mail.text)![1]!;
    const used = await mailing.send('POST', `/api/admin/password-reset/${link.split('/').pop()}`, { password: 'la meva contrasenya nova' }, { headers: newClient() });
    expect(used.status, await used.clone().text()).toBe(200);

    const requests = (await (await mailing.send('GET', '/api/admin/record?action=reset.request&limit=2', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(requests.entries.map((e) => [e.actor.personId, e.actor.name])).toEqual([
      [null, 'ningu@revista.test'],
      [person.id, 'Nil Correu'],
    ]);
  });
});
