import { chromium } from '@playwright/test';
const U = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
p.on('pageerror', (e) => console.log('pageerror', e.message));
for (const r of process.argv.slice(3)) {
  const t = Date.now();
  await p.goto(U + r);
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15000 }).catch(() => console.log('NOT hydrated'));
  console.log(r, 'hydrated after', Date.now() - t, 'ms', await p.evaluate(() => document.querySelectorAll('script').length));
}
await b.close();
