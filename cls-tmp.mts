import { chromium } from '@playwright/test';
const U = process.argv[2]; const route = process.argv[3];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.addInitScript(`
  window.__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), hyd: document.documentElement.dataset.hydrated || '', fonts: [...document.fonts].filter(f=>f.status==='loaded').map(f=>f.family+f.weight+f.style).join(','), src: e.sources.map(s => (s.node && s.node.className || s.node?.nodeName) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
`);
await p.goto(U + route, { waitUntil: 'networkidle' });
await p.waitForSelector('html[data-hydrated]');
console.log(JSON.stringify(await p.evaluate('window.__shifts'), null, 1));
await b.close();
