import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RemoteKeychain, pushRemote, type LocalServer, type ServerFetch, type StoredRemote } from '../../electron/keychain.js';
import { KioskPin, type StoredPin } from '../../electron/kioskPin.js';
import { KeychainUnavailableError, SecretFile } from '../../electron/secrets.js';
import { fakeSafeStorage } from './double.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'revista-keychain-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** The person's own token for the public site (issue 27), not the site's shared ADMIN_TOKEN. */
const CREDENTIAL = `estany_${'a1B2-c3_D4'.repeat(4)}abc`;
const SHARED_KEY = 'public-admin-token-0123456789';

function localServer(status = 200): LocalServer & { calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] } {
  const calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
  const fetch: ServerFetch = async (url, init) => {
    calls.push({ url, ...init });
    return { ok: status < 400, status, json: async () => ({ error: { code: 'invalid_body', message: 'url: ha de ser una adreça http(s)' } }) };
  };
  return { url: 'http://127.0.0.1:7000', adminToken: 'local-token', fetch, calls };
}

describe('public site keychain', () => {
  it('stores the address and credential encrypted, never in plain text, and hands them to the local server', async () => {
    const safeStorage = fakeSafeStorage();
    const server = localServer();
    const file = path.join(dir, 'public-site.bin');
    const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(file, safeStorage), () => server);
    await expect(keychain.set({ url: 'https://revistaestany.cat/', credential: CREDENTIAL })).resolves.toEqual({ url: 'https://revistaestany.cat', hasCredential: true });
    const onDisk = await fs.readFile(file, 'utf8');
    expect(onDisk).not.toContain(CREDENTIAL);
    expect(onDisk).not.toContain('revistaestany.cat');
    expect(safeStorage.encrypted).toHaveLength(1);
    expect(server.calls[0]).toEqual({
      url: 'http://127.0.0.1:7000/api/admin/remote',
      method: 'PUT',
      headers: { Authorization: 'Bearer local-token', 'Content-Type': 'application/json' },
      // The shell names nobody: the local server asks the public site whose the token is.
      body: JSON.stringify({ url: 'https://revistaestany.cat', credential: CREDENTIAL, operatorIsOwner: true }),
    });
    // What the renderer reads back has no credential in it.
    expect(await keychain.get()).toEqual({ url: 'https://revistaestany.cat', hasCredential: true });
    if (process.platform !== 'win32') expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('hands the stored settings over again to a restarted server', async () => {
    const server = localServer();
    const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(path.join(dir, 'r.bin'), fakeSafeStorage()), () => server);
    await keychain.handOver();
    expect(server.calls).toEqual([]);
    await keychain.set({ url: 'https://revistaestany.cat', credential: CREDENTIAL });
    server.url = 'http://127.0.0.1:7001';
    await keychain.handOver();
    expect(server.calls.at(-1)).toMatchObject({ url: 'http://127.0.0.1:7001/api/admin/remote', method: 'PUT' });
  });

  it('refuses to store anything when the system offers no encryption, with a clear error', async () => {
    for (const safeStorage of [fakeSafeStorage({ available: false }), fakeSafeStorage({ backend: 'basic_text' })]) {
      const server = localServer();
      const file = path.join(dir, 'r.bin');
      const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(file, safeStorage), () => server);
      await expect(keychain.set({ url: 'https://revistaestany.cat', credential: CREDENTIAL })).rejects.toThrow(KeychainUnavailableError);
      await expect(keychain.set({ url: 'https://revistaestany.cat', credential: CREDENTIAL })).rejects.toThrow(/no es desa cap secret en text pla/);
      await expect(fs.access(file)).rejects.toThrow();
      expect(server.calls).toEqual([]);
    }
  });

  it('stores nothing the local server refuses, and says why', async () => {
    const server = localServer(400);
    const file = path.join(dir, 'r.bin');
    const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(file, fakeSafeStorage()), () => server);
    await expect(keychain.set({ url: 'https://revistaestany.cat', credential: CREDENTIAL })).rejects.toThrow(/ha de ser una adreça http\(s\)/);
    await expect(fs.access(file)).rejects.toThrow();
  });

  it('checks the address and credential before anything is sent', async () => {
    const server = localServer();
    const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(path.join(dir, 'r.bin'), fakeSafeStorage()), () => server);
    await expect(keychain.set({ url: 'ftp://revistaestany.cat', credential: CREDENTIAL })).rejects.toThrow(/http:\/\/ o https:\/\//);
    await expect(keychain.set({ url: 'https://revistaestany.cat', credential: 'short' })).rejects.toThrow(/clau personal/);
    await expect(keychain.set('nonsense')).rejects.toThrow();
    expect(server.calls).toEqual([]);
  });

  it("takes the person's own token, not the site's shared key, and says where to make one", async () => {
    const server = localServer();
    const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(path.join(dir, 'r.bin'), fakeSafeStorage()), () => server);
    await expect(keychain.set({ url: 'https://revistaestany.cat/', credential: SHARED_KEY })).rejects.toThrow(
      "Enganxa la teva clau personal del web públic (comença per estany_), no la clau d'operador: la crees a https://revistaestany.cat/redaccio/sessions#claus-personals.",
    );
    expect(server.calls).toEqual([]);
  });

  it('hands over only the address and the token from a file an older version wrote with the owner’s name', async () => {
    const server = localServer();
    const file = new SecretFile<StoredRemote & { owner: string }>(path.join(dir, 'r.bin'), fakeSafeStorage());
    await file.write({ url: 'https://revistaestany.cat', credential: CREDENTIAL, owner: 'Qualsevol nom' });
    await new RemoteKeychain(file, () => server).handOver();
    expect(JSON.parse(server.calls.at(-1)!.body!)).toEqual({ url: 'https://revistaestany.cat', credential: CREDENTIAL, operatorIsOwner: true });
  });

  it('no longer hands over a shared key an older version stored: it asks for the person’s token', async () => {
    const server = localServer();
    const file = new SecretFile<StoredRemote>(path.join(dir, 'r.bin'), fakeSafeStorage());
    await file.write({ url: 'https://revistaestany.cat', credential: SHARED_KEY });
    const keychain = new RemoteKeychain(file, () => server);
    await keychain.handOver();
    expect(server.calls).toEqual([]);
    expect(await keychain.get()).toEqual({ url: 'https://revistaestany.cat', hasCredential: false });
  });

  it('forgets both, on disk and in the server', async () => {
    const server = localServer();
    const file = path.join(dir, 'r.bin');
    const keychain = new RemoteKeychain(new SecretFile<StoredRemote>(file, fakeSafeStorage()), () => server);
    await keychain.set({ url: 'https://revistaestany.cat', credential: CREDENTIAL });
    await keychain.clear();
    expect(await keychain.get()).toBeNull();
    expect(server.calls.at(-1)).toMatchObject({ method: 'DELETE', headers: { Authorization: 'Bearer local-token' } });
    await expect(pushRemote(localServer(500), null)).rejects.toThrow();
  });
});

describe('kiosk exit PIN', () => {
  function pinStore(now: () => number) {
    const safeStorage = fakeSafeStorage();
    const file = path.join(dir, 'kiosk-pin.bin');
    return { pin: new KioskPin(new SecretFile<StoredPin>(file, safeStorage), { now, firstDelayMs: 1_000, maxDelayMs: 60_000 }), file, safeStorage };
  }

  it('keeps only a salted hash, encrypted', async () => {
    const { pin, file, safeStorage } = pinStore(Date.now);
    expect(await pin.isSet()).toBe(false);
    await pin.set('482915');
    expect(await pin.isSet()).toBe(true);
    expect(await fs.readFile(file, 'utf8')).not.toContain('482915');
    expect(safeStorage.encrypted.join('')).not.toContain('482915');
    const stored = JSON.parse(safeStorage.encrypted[0]!) as StoredPin;
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    // The same PIN set again gets a new salt, so two kiosks with one PIN do not look alike.
    await pin.set('482915');
    expect(JSON.parse(safeStorage.encrypted[1]!).hash).not.toBe(stored.hash);
  });

  it('accepts 4 to 8 digits only', async () => {
    const { pin } = pinStore(Date.now);
    for (const bad of ['123', '123456789', '12a4', '', 1234, null]) await expect(pin.set(bad)).rejects.toThrow(/de 4 a 8 xifres/);
    await expect(pin.set('1234')).resolves.toBeUndefined();
    await expect(pin.set('12345678')).resolves.toBeUndefined();
  });

  it('lets the right PIN out and slows wrong ones down more each time', async () => {
    let now = 1_000_000;
    const { pin } = pinStore(() => now);
    await pin.set('2468');
    expect(await pin.check('1111')).toEqual({ ok: false, retryInMs: 1_000 });
    // Too soon: not even checked, the right PIN included.
    now += 500;
    expect(await pin.check('2468')).toEqual({ ok: false, retryInMs: 500 });
    now += 500;
    expect(await pin.check('2222')).toEqual({ ok: false, retryInMs: 2_000 });
    now += 2_000;
    expect(await pin.check('3333')).toEqual({ ok: false, retryInMs: 4_000 });
    now += 4_000;
    expect(await pin.check('2468')).toEqual({ ok: true, retryInMs: 0 });
    // Success starts the count again.
    expect(await pin.check('0000')).toEqual({ ok: false, retryInMs: 1_000 });
  });

  it('caps the wait, and refuses every PIN when none was set', async () => {
    let now = 0;
    const { pin } = pinStore(() => now);
    let last = 0;
    for (let i = 0; i < 10; i += 1) {
      last = (await pin.check('1234')).retryInMs;
      now += last;
    }
    expect(last).toBe(60_000);
  });

  it('cannot be read back without the keychain', async () => {
    const file = path.join(dir, 'kiosk-pin.bin');
    await new KioskPin(new SecretFile<StoredPin>(file, fakeSafeStorage())).set('2468');
    const locked = new KioskPin(new SecretFile<StoredPin>(file, fakeSafeStorage({ available: false })));
    await expect(locked.check('2468')).rejects.toThrow(KeychainUnavailableError);
  });
});
