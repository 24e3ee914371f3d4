import { chromium } from '@playwright/test';
const U = process.argv[2]; const route = process.argv[3];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const snap = `(() => { const out = {}; let i = 0; for (const el of document.querySelectorAll('main *')) { const r = el.getBoundingClientRect(); out[i++ + ' ' + el.tagName + '.' + (el.className||'').toString().slice(0,40)] = [Math.round(r.top), Math.round(r.height), el.textContent.trim().slice(0,50)]; } return out; })()`;
const p1 = await b.newPage({ viewport: { width: 412, height: 823 } });
await p1.route('**/*.js', (r) => r.abort());
await p1.goto(U + route, { waitUntil: 'networkidle' });
const a = await p1.evaluate(snap) as Record<string, [number, number, string]>;
const html1 = await p1.evaluate(`document.querySelector('main').innerHTML`) as string;
const p2 = await b.newPage({ viewport: { width: 412, height: 823 } });
await p2.goto(U + route, { waitUntil: 'networkidle' });
await p2.waitForSelector('html[data-hydrated]');
const c = await p2.evaluate(snap) as Record<string, [number, number, string]>;
const html2 = await p2.evaluate(`document.querySelector('main').innerHTML`) as string;
let n = 0;
for (const k of Object.keys(c)) { const x = a[k], y = c[k]; if (!x || x[0] !== y![0] || x[1] !== y![1]) { console.log(k, JSON.stringify(x), '=>', JSON.stringify(y)); if (++n > 12) break; } }
console.log('count', Object.keys(a).length, Object.keys(c).length, 'html equal', html1 === html2);
if (html1 !== html2) { let i = 0; while (html1[i] === html2[i]) i++; console.log('S:', html1.slice(i - 200, i + 300)); console.log('C:', html2.slice(i - 200, i + 300)); }
await b.close();
