/**
 * What the event kiosk asks of the server (issue 13): its page views counted as kiosk views with
 * no identity linking two visitors at the same screen, and addresses drawn as QR codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TechnologyResponse } from '../../common/api/connections.js';
import { startTestServer, type TestServer } from './harness.js';

const KIOSK_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const VISITOR_1 = 'a'.repeat(32);
const VISITOR_2 = '0123456789abcdef0123456789abcdef';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function track(body: unknown) {
  return server.send('POST', '/api/connections/track', body, { headers: { 'User-Agent': KIOSK_BROWSER, 'X-Forwarded-For': '81.45.12.9' } });
}

const kioskViews = () => server.db('page_views').where({ device_type: 'kiosk' }).orderBy('id');

describe('kiosk page views', () => {
  it('are recorded as device type kiosk; two visitors at one screen are two visitors and two sessions', async () => {
    for (const [path, kiosk] of [['/quiosc', VISITOR_1], ['/quiosc/edicio/48', VISITOR_1], ['/quiosc', VISITOR_2]] as const) {
      const res = await track({ path, kiosk, screenWidth: 1080, screenHeight: 1920 });
      expect(await res.json()).toEqual({ success: true, recorded: true });
    }
    const views = await kioskViews();
    expect(views.map((v: { path: string }) => v.path)).toEqual(['/quiosc', '/quiosc/edicio/48', '/quiosc']);
    const [first, second, third] = views as { visitor_id: string; session_id: number }[];
    expect(second!.visitor_id).toBe(first!.visitor_id);
    expect(second!.session_id).toBe(first!.session_id);
    expect(third!.visitor_id).not.toBe(first!.visitor_id);
    expect(third!.session_id).not.toBe(first!.session_id);
    // Neither the visitor key nor anything made only from it is stored.
    const stored = JSON.stringify(await server.db('page_views').select()) + JSON.stringify(await server.db('connection_sessions').select());
    expect(stored).not.toContain(VISITOR_1);
    expect(stored).not.toContain(VISITOR_2);
  });

  it('are not mixed with the same browser reading without the kiosk mark', async () => {
    await track({ path: '/llibres' });
    const plain = await server.db('page_views').where({ path: '/llibres' }).orderBy('id', 'desc').first();
    expect(plain.device_type).toBe('desktop');
    const kiosk = (await kioskViews()) as { visitor_id: string }[];
    expect(kiosk.map((v) => v.visitor_id)).not.toContain(plain.visitor_id);
  });

  it('show in the connections dashboard as the device Quiosc can be filtered by', async () => {
    const tech = await server.send('GET', '/api/connections/devices?days=1', undefined, { admin: true });
    expect(tech.status).toBe(200);
    const { devices } = (await tech.json()) as TechnologyResponse;
    expect(devices.find((d) => d.deviceType === 'kiosk')).toMatchObject({ connections: 3, uniqueUsers: 2 });
    const detailed = await server.send('GET', '/api/connections/detailed?days=1&deviceType=kiosk', undefined, { admin: true });
    expect(detailed.status).toBe(200);
    const body = (await detailed.json()) as { pagination: { total: number } };
    expect(body.pagination.total).toBe(3);
  });

  it('refuse a malformed visitor key', async () => {
    for (const kiosk of ['', 'not-hex-not-hex-not-hex-not-hex!', 'a'.repeat(31), 'A'.repeat(32), 42]) {
      const res = await track({ path: '/quiosc', kiosk });
      expect(res.status, String(kiosk)).toBe(400);
    }
  });
});

describe('GET /api/kiosk/qr', () => {
  it('draws an address as an SVG QR code that never changes', async () => {
    const res = await server.send('GET', `/api/kiosk/qr?text=${encodeURIComponent('https://example.org/lectura?a=1&b=2')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toMatch(/<path d="M4 4h7v1h-7z/);
    const other = await (await server.send('GET', '/api/kiosk/qr?text=mailto:redaccio@revista.cat')).text();
    expect(other).not.toBe(svg);
  });

  it('refuses what is not a web, mail or phone address, and what is too long for a code', async () => {
    for (const text of ['', 'javascript:alert(1)', 'data:text/html,x', 'hola', `https://example.org/${'x'.repeat(1000)}`]) {
      const res = await server.send('GET', `/api/kiosk/qr?text=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    }
    expect((await server.send('GET', '/api/kiosk/qr')).status).toBe(400);
  });
});

