import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../common/routes/index.js';
import { SESSION_RENEWAL_MS, keepSignedIn, parseSetCookie, signInToServer, type CookieJar } from '../../electron/adminSession.js';
import { Budget } from '../../electron/budget.js';
import { log } from '../../electron/log.js';
import { allowsSubframe, decideNavigation, isAppUrl, isSafeExternalUrl } from '../../electron/navigation.js';
import { serverEnvironment, startServer } from '../../electron/server.js';
import { load, rebaseUrl, windowPreferences } from '../../electron/windows.js';
import { FakeChild } from './double.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('navigation policy', () => {
  const origin = 'http://127.0.0.1:41234';
  it('keeps the app origin inside the window', () => {
    expect(isAppUrl('http://127.0.0.1:41234/autors', origin)).toBe(true);
    expect(decideNavigation('http://127.0.0.1:41234/arxiu', origin, false)).toBe('allow');
  });
  it('keeps a kiosk window on the kiosk, away from the staff pages and the print view of the same app', () => {
    expect(decideNavigation(`${origin}${paths.kiosk(paths.edition(4))}`, origin, true)).toBe('allow');
    expect(decideNavigation(`${origin}${paths.kiosk()}`, origin, true)).toBe('allow');
    for (const path of [paths.workspace(), paths.searchDashboard(), paths.editionPdf(4), paths.archive()]) {
      expect(decideNavigation(`${origin}${path}`, origin, true), path).toBe('block');
      expect(decideNavigation(`${origin}${path}`, origin, false), path).toBe('allow');
    }
  });
  it('sends web addresses to the system browser, and blocks them in a kiosk', () => {
    expect(decideNavigation('https://www.instagram.com/revistaestany', origin, false)).toBe('external');
    expect(decideNavigation('https://www.instagram.com/revistaestany', origin, true)).toBe('block');
  });
  it('never hands file: or javascript: addresses to the system', () => {
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(decideNavigation('file:///etc/passwd', origin, false)).toBe('block');
    expect(isAppUrl('not a url', origin)).toBe(false);
  });
  it('lets iframes show the app, blank frames and, for staff only, the video players', () => {
    expect(allowsSubframe('blob:http://127.0.0.1:41234/5b1c', origin, true)).toBe(true);
    expect(allowsSubframe('about:srcdoc', origin, true)).toBe(true);
    expect(allowsSubframe('https://www.youtube-nocookie.com/embed/abc', origin, false)).toBe(true);
    expect(allowsSubframe('https://www.youtube-nocookie.com/embed/abc', origin, true)).toBe(false);
    expect(allowsSubframe('https://ads.example/frame', origin, false)).toBe(false);
  });
});

describe('bundled server', () => {
  it('starts on a free loopback port with its database and media in the user-data folder', async () => {
    const child = new FakeChild();
    const fork = vi.fn(() => child);
    const pending = startServer({ fork, entry: '/app/server/main.js', userDataDir: '/home/u/.config/Revista', adminToken: 'tok' });
    child.emit('message', { type: 'log' });
    child.emit('message', { type: 'ready', port: 41234 });
    const server = await pending;
    expect(server.url).toBe('http://127.0.0.1:41234');
    expect(fork).toHaveBeenCalledWith('/app/server/main.js', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: '/home/u/.config/Revista/revista.sqlite',
      MEDIA_DIR: '/home/u/.config/Revista/media',
      ADMIN_TOKEN: 'tok',
      SEED_DEMO: 'true',
    });
    server.stop();
    expect(child.killed).toBe(true);
  });

  it('fails with a clear message when the server never reports ready', async () => {
    const child = new FakeChild();
    await expect(
      startServer({ fork: () => child, entry: 'x', userDataDir: '/d', adminToken: 't', readyTimeoutMs: 20 }),
    ).rejects.toThrow(/no ha dit que estigués a punt/);
    expect(child.killed).toBe(true);
  });

  it('fails when the server exits before it is ready', async () => {
    const child = new FakeChild();
    const pending = startServer({ fork: () => child, entry: 'x', userDataDir: '/d', adminToken: 't' });
    child.emit('exit', 1);
    await expect(pending).rejects.toThrow(/s’ha aturat abans d’estar a punt \(codi 1\)/);
  });

  it('restarts the server after a crash and reports its new address', async () => {
    const children = [new FakeChild(), new FakeChild()];
    let n = 0;
    const onRestart = vi.fn();
    const pending = startServer({ fork: () => children[n++]!, entry: 'x', userDataDir: '/d', adminToken: 't', onRestart });
    children[0]!.emit('message', { type: 'ready', port: 5001 });
    const server = await pending;
    children[0]!.emit('exit', 139);
    await Promise.resolve();
    children[1]!.emit('message', { type: 'ready', port: 5002 });
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalledWith('http://127.0.0.1:5002'));
    expect(server.url).toBe('http://127.0.0.1:5002');
  });

  it('gives up when its restart budget is spent, with the reason', async () => {
    const first = new FakeChild();
    const onFatal = vi.fn();
    const restartBudget = new Budget({ capacity: 0, refillMs: 60_000 });
    const pending = startServer({ fork: () => first, entry: 'x', userDataDir: '/d', adminToken: 't', restartBudget, onFatal });
    first.emit('message', { type: 'ready', port: 5001 });
    await pending;
    first.emit('exit', 1);
    expect(onFatal).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/no para de fallar \(darrer codi de sortida 1\)/) }));
  });

  it('has a restart budget that refills over time, not one for the whole life of the app', async () => {
    vi.useFakeTimers();
    let port = 5000;
    let live: FakeChild | undefined;
    const fork = () => {
      const child = new FakeChild();
      live = child;
      const ready = (port += 1);
      queueMicrotask(() => child.emit('message', { type: 'ready', port: ready }));
      return child;
    };
    const onFatal = vi.fn();
    const onRestart = vi.fn();
    const restartBudget = new Budget({ capacity: 5, refillMs: 10 * 60_000, now: () => Date.now() });
    await startServer({ fork, entry: 'x', userDataDir: '/d', adminToken: 't', restartBudget, onFatal, onRestart });
    const crash = async () => {
      live!.emit('exit', 1);
      await vi.advanceTimersByTimeAsync(0);
    };
    // Five crashes in quick succession: five restarts.
    for (let i = 0; i < 5; i += 1) await crash();
    expect(onRestart).toHaveBeenCalledTimes(5);
    // Twenty minutes later the budget is full again: a crash per hour for a day is always survived.
    for (let hour = 0; hour < 24; hour += 1) {
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      await crash();
    }
    expect(onRestart).toHaveBeenCalledTimes(29);
    expect(onFatal).not.toHaveBeenCalled();
    // A crash loop still stops: once it is full again, five more at once spend it, the sixth gives up.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    for (let i = 0; i < 5; i += 1) await crash();
    expect(onRestart).toHaveBeenCalledTimes(34);
    expect(onFatal).not.toHaveBeenCalled();
    await crash();
    expect(onFatal).toHaveBeenCalledTimes(1);
  });

  it('counts a restart that fails to start as another crash', async () => {
    const children = [new FakeChild(), new FakeChild(), new FakeChild()];
    let n = 0;
    const onRestart = vi.fn();
    const pending = startServer({ fork: () => children[n++]!, entry: 'x', userDataDir: '/d', adminToken: 't', onRestart });
    children[0]!.emit('message', { type: 'ready', port: 5001 });
    await pending;
    children[0]!.emit('exit', 1);
    children[1]!.emit('exit', 1);
    await vi.waitFor(() => expect(n).toBe(3));
    children[2]!.emit('message', { type: 'ready', port: 5003 });
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalledWith('http://127.0.0.1:5003'));
  });

  it('passes the system essentials of the environment on, never a database or site of the staff member\'s shell', async () => {
    const child = new FakeChild();
    const fork = vi.fn((_entry: string, _env: Record<string, string>) => child);
    const parentEnv = { PATH: '/usr/bin', HOME: '/home/anna', LANG: 'ca_ES.UTF-8', DATABASE_URL: 'postgres://prod/revista', REMOTE_URL: 'https://x.example', PORT: '80', ADMIN_TOKEN: 'leaked-token-1234' };
    const pending = startServer({ fork, entry: 'x', userDataDir: '/d', adminToken: 'per-launch-token', parentEnv });
    child.emit('message', { type: 'ready', port: 5001 });
    (await pending).stop();
    expect(fork.mock.calls[0]![1]).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/anna',
      LANG: 'ca_ES.UTF-8',
      ...serverEnvironment('/d', 'per-launch-token', (...p) => p.join('/')),
    });
  });

  it('uses the platform path joiner for the database file', () => {
    expect(serverEnvironment('C:\\Users\\u', 't', (...p) => p.join('\\')).DATABASE_FILE).toBe('C:\\Users\\u\\revista.sqlite');
  });

  it('keeps media beside the database in the user-data folder, never in the read-only install', () => {
    expect(serverEnvironment('/home/anna/.config/revista', 't', (...p) => p.join('/')).MEDIA_DIR).toBe('/home/anna/.config/revista/media');
  });
});

describe('windows', () => {
  it('are isolated and sandboxed, the kiosk in its own in-memory partition', () => {
    const prefs = windowPreferences({ preload: '/p.cjs', kiosk: false, version: '1.2.3' });
    expect(prefs.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: '/p.cjs' });
    expect(prefs.webPreferences).not.toHaveProperty('partition');
    expect(prefs.webPreferences).toMatchObject({ plugins: true });
    expect(prefs.webPreferences).toMatchObject({ additionalArguments: ['--revista-version=1.2.3'] });
    const kiosk = windowPreferences({ preload: '/p.cjs', kiosk: true, version: '1.2.3' });
    expect(kiosk).toMatchObject({ kiosk: true, fullscreen: true });
    expect(kiosk.webPreferences).toMatchObject({ partition: 'kiosk', additionalArguments: ['--revista-version=1.2.3', '--revista-kiosk'] });
    expect(String((kiosk.webPreferences as { partition: string }).partition)).not.toMatch(/^persist:/);
  });

  it('log a failed or superseded load instead of throwing it at the main process', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      load({ loadURL: () => Promise.reject(new Error('ERR_CONNECTION_REFUSED (-102)')) }, 'http://127.0.0.1:5001/redaccio');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/No s’ha pogut carregar http:\/\/127\.0\.0\.1:5001\/redaccio: ERR_CONNECTION_REFUSED/));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      warn.mockRestore();
    }
  });

  it('reopen on a new origin at the same page, or at the start screen', () => {
    expect(rebaseUrl('http://127.0.0.1:5001/admin-dashboard-2024?periode=30#taula', 'http://127.0.0.1:5002', '/redaccio')).toBe(
      'http://127.0.0.1:5002/admin-dashboard-2024?periode=30#taula',
    );
    expect(rebaseUrl('data:text/html,error', 'http://127.0.0.1:5002', '/redaccio')).toBe('http://127.0.0.1:5002/redaccio');
    expect(rebaseUrl('', 'http://127.0.0.1:5002', '/redaccio')).toBe('http://127.0.0.1:5002/redaccio');
  });
});

describe('admin sign-in of the bundled server', () => {
  it('reads the session cookie out of Set-Cookie', () => {
    expect(parseSetCookie('revista_admin=123.abc%3D; Path=/; HttpOnly; SameSite=Strict')).toEqual({ name: 'revista_admin', value: '123.abc=' });
    expect(parseSetCookie(null)).toBeNull();
    expect(parseSetCookie('garbage')).toBeNull();
  });

  it('posts the token and stores the cookie for the app origin', async () => {
    const set = vi.fn<CookieJar['set']>(async () => undefined);
    const fetchFn = vi.fn(async () => ({ ok: true, status: 200, headers: { get: () => 'revista_admin=1.sig; Path=/; HttpOnly' } }));
    await signInToServer('http://127.0.0.1:7000', 'secret', fetchFn, { set });
    expect(fetchFn).toHaveBeenCalledWith('http://127.0.0.1:7000/api/admin/session', expect.objectContaining({ method: 'POST', body: '{"token":"secret"}' }));
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://127.0.0.1:7000', name: 'revista_admin', value: '1.sig', httpOnly: true }));
  });

  it('reports a refused sign-in', async () => {
    const fetchFn = async () => ({ ok: false, status: 401, headers: { get: () => null } });
    await expect(signInToServer('http://x', 't', fetchFn, { set: async () => undefined })).rejects.toThrow(/401/);
  });
});

describe('staff session renewal', () => {
  it('signs in again every hour, well before the 12-hour cookie expires', async () => {
    vi.useFakeTimers();
    const signIn = vi.fn(async () => undefined);
    const keeper = keepSignedIn(signIn);
    await vi.advanceTimersByTimeAsync(12 * 60 * 60_000);
    expect(signIn).toHaveBeenCalledTimes(12);
    expect(SESSION_RENEWAL_MS).toBeLessThan(12 * 60 * 60_000);
    keeper.stop();
    await vi.advanceTimersByTimeAsync(5 * 60 * 60_000);
    expect(signIn).toHaveBeenCalledTimes(12);
  });

  it('renews on demand and reports a refused renewal as false', async () => {
    const signIn = vi.fn<() => Promise<void>>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('status 503'));
    const keeper = keepSignedIn(signIn);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(await keeper.renew()).toBe(true);
    expect(await keeper.renew()).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/status 503/));
    keeper.stop();
    warn.mockRestore();
  });
});
