// Run: npx tsx scripts/make-demo-media.ts [--force]
//   optional: --only cover,card,figure,author,video,brand   --match <regex on file name>
/**
 * Generates the demo magazine's media (Revista Estany): edition covers, article
 * card images, inline figures, author portraits, a short video, the logo, the
 * placeholder image and the desktop-app icons.
 *
 * Everything is drawn here: SVG strings (gradients, feTurbulence /
 * feDisplacementMap brush textures, paths, blend modes) rendered to JPEG with
 * sharp; the video is a sequence of SVG frames piped into ffmpeg. A seeded PRNG
 * makes every file deterministic. Existing files are kept unless --force.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RES = path.join(ROOT, 'resources');
const MEDIA = path.join(RES, 'media');
const ICONS = path.join(RES, 'icons');

const args = process.argv.slice(2);
const FORCE = args.includes('--force');
const onlyIdx = args.indexOf('--only');
const ONLY = onlyIdx >= 0 ? new Set((args[onlyIdx + 1] ?? '').split(',').filter(Boolean)) : null;
const matchIdx = args.indexOf('--match');
const MATCH = matchIdx >= 0 ? new RegExp(args[matchIdx + 1] ?? '') : null;
const wants = (kind: string): boolean => ONLY === null || ONLY.has(kind);

const JPEG = { quality: 78, progressive: true, mozjpeg: true } as const;

// ---------------------------------------------------------------------------
// Seeded randomness

function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashSeed(seed) || 1;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    const v = arr[Math.floor(this.next() * arr.length)];
    if (v === undefined) throw new Error('pick from empty array');
    return v;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  gauss(): number {
    return (this.next() + this.next() + this.next() - 1.5) / 1.5;
  }
  seed(): number {
    return this.int(1, 9999);
  }
  shuffle<T>(arr: readonly T[]): T[] {
    const out = [...arr];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}

/** Smooth 1D value noise in [-1, 1], summed over octaves. */
function makeNoise1D(rng: Rng): (x: number, octaves?: number) => number {
  const table = Array.from({ length: 256 }, () => rng.next() * 2 - 1);
  const base = (x: number): number => {
    const i = Math.floor(x);
    const f = x - i;
    const a = table[i & 255] ?? 0;
    const b = table[(i + 1) & 255] ?? 0;
    const t = f * f * (3 - 2 * f);
    return a + (b - a) * t;
  };
  return (x, octaves = 4) => {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let freq = 1;
    for (let o = 0; o < octaves; o++) {
      sum += base(x * freq + o * 17.3) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return sum / norm;
  };
}

// ---------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number): string => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  name: string;
  ground: string;
  colors: string[];
  ink: string;
}

const PALETTES: Palette[] = [
  { name: 'estany-mati', ground: '#e9e4d8', colors: ['#2f5d62', '#5e8b7e', '#a7c4bc', '#d9c9a3'], ink: '#1c2b2d' },
  { name: 'terracota', ground: '#efe3d0', colors: ['#c65d3b', '#e09f3e', '#7a3b2e', '#335c67'], ink: '#2b1d16' },
  { name: 'olivera', ground: '#e8e2c8', colors: ['#6b7a3a', '#a3a86b', '#d9b44a', '#4a5a3c'], ink: '#23281a' },
  { name: 'nit-blava', ground: '#14213d', colors: ['#fca311', '#e5e5e5', '#3d5a80', '#98c1d9'], ink: '#0b1220' },
  { name: 'rosa-emporda', ground: '#f4e9e1', colors: ['#d88c9a', '#99c1b9', '#8e7dbe', '#f2d0a9'], ink: '#3b2f3f' },
  { name: 'tramuntana', ground: '#dfe7ea', colors: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'], ink: '#1b2a30' },
  { name: 'ocre-tinta', ground: '#f2ead3', colors: ['#b5651d', '#d9a441', '#3c3c3c', '#8a6e4b'], ink: '#1a1a1a' },
  { name: 'mar-fosc', ground: '#0f2a33', colors: ['#1f6f78', '#4fb0a5', '#e0d8b0', '#c8553d'], ink: '#081a20' },
  { name: 'garrotxa', ground: '#e6e1d3', colors: ['#3f6b45', '#7e9f62', '#c2b280', '#5c4b3b'], ink: '#1e2a1f' },
  { name: 'miro', ground: '#f3ecdc', colors: ['#d62828', '#003049', '#fcbf49', '#2a9d8f'], ink: '#111111' },
  { name: 'capvespre', ground: '#2d1e2f', colors: ['#f28f3b', '#c8553d', '#588b8b', '#ffd5c2'], ink: '#1a1119' },
  { name: 'boira', ground: '#d8dcd9', colors: ['#8a9a9b', '#b7c4c2', '#5f6f73', '#c9b8a6'], ink: '#2f3a3c' },
  { name: 'safra', ground: '#f6e7c1', colors: ['#e4a010', '#c1440e', '#5b3a29', '#2e6f65'], ink: '#2a1a10' },
  { name: 'lavanda', ground: '#ebe6f0', colors: ['#6c5b7b', '#c06c84', '#f67280', '#355c7d'], ink: '#231c2c' },
  { name: 'pissarra', ground: '#2b2d31', colors: ['#d9c5a0', '#8d6e63', '#5a7d7c', '#e8e3d9'], ink: '#121314' },
  { name: 'xocolata-menta', ground: '#efe9e0', colors: ['#4e342e', '#a1887f', '#80cbc4', '#26706b'], ink: '#2a1d19' },
  { name: 'estiu', ground: '#fdf1dc', colors: ['#ff7f50', '#ffb347', '#40a4a6', '#1d3557'], ink: '#14213d' },
  { name: 'verd-lloba', ground: '#dde5d3', colors: ['#2d4a3e', '#8fb996', '#f2cc8f', '#e07a5f'], ink: '#182820' },
  { name: 'indi', ground: '#f1efe9', colors: ['#22577a', '#38a3a5', '#57cc99', '#c7e9b0'], ink: '#0d2137' },
  { name: 'romanic', ground: '#ede0c8', colors: ['#9b2915', '#e9b44c', '#50a2a7', '#3d2b1f'], ink: '#1c110a' },
  { name: 'perla-or', ground: '#e7e4df', colors: ['#b08d57', '#6d6875', '#b5838d', '#2b2d42'], ink: '#1d1e2c' },
  { name: 'aigua', ground: '#e3f0f2', colors: ['#0b7a75', '#7bc4c4', '#f2a65a', '#19323c'], ink: '#0f1f24' },
  { name: 'magrana', ground: '#f3e6e3', colors: ['#7d1d3f', '#c44569', '#f8b195', '#355070'], ink: '#2a0f1a' },
  { name: 'sorra-cel', ground: '#f5efe6', colors: ['#6b9ac4', '#97d8c4', '#f4b942', '#4059ad'], ink: '#1b264f' },
];

function paletteFor(rng: Rng, index: number, stride: number): Palette {
  return PALETTES[(index * stride + rng.int(0, 1)) % PALETTES.length] as Palette;
}

// ---------------------------------------------------------------------------
// SVG helpers

const f1 = (n: number): string => (Math.round(n * 10) / 10).toString();
const f2 = (n: number): string => (Math.round(n * 100) / 100).toString();

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private uid = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  id(prefix: string): string {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }
  def(s: string): void {
    this.defs.push(s);
  }
  add(s: string): void {
    this.body.push(s);
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }

  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('lg');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Frayed, painted edges: warps the shape with low-frequency noise. */
  rough(seed: number, freq: number, scale: number, blur = 0): string {
    const id = this.id('rf');
    this.def(
      `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" result="n"/>` +
        `<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"${blur ? ' result="d"' : ''}/>` +
        (blur ? `<feGaussianBlur in="d" stdDeviation="${blur}"/>` : '') +
        `</filter>`,
    );
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  shadow(dx: number, dy: number, sd: number, opacity: number): string {
    const id = this.id('sh');
    this.def(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dx="${dx}" dy="${dy}" result="o"/>` +
        `<feComponentTransfer in="o" result="s"><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>` +
        `<feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }
  vignette(strength: number): void {
    const fill = this.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', strength],
      ],
      0.5,
      0.45,
      0.75,
    );
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${fill}"/>`);
  }
}

/** Closed smooth curve through points (Catmull-Rom converted to cubic Béziers). */
function smoothClosed(pts: [number, number][]): string {
  const n = pts.length;
  const p = (i: number): [number, number] => pts[((i % n) + n) % n] as [number, number];
  let d = `M${f1(p(0)[0])} ${f1(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f1(x1 + (x2 - x0) / 6)} ${f1(y1 + (y2 - y0) / 6)} ${f1(x2 - (x3 - x1) / 6)} ${f1(y2 - (y3 - y1) / 6)} ${f1(x2)} ${f1(y2)}`;
  }
  return d + 'Z';
}

/** Open smooth curve through points. */
function smoothOpen(pts: [number, number][]): string {
  const n = pts.length;
  const p = (i: number): [number, number] => pts[Math.max(0, Math.min(n - 1, i))] as [number, number];
  let d = `M${f1(p(0)[0])} ${f1(p(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f1(x1 + (x2 - x0) / 6)} ${f1(y1 + (y2 - y0) / 6)} ${f1(x2 - (x3 - x1) / 6)} ${f1(y2 - (y3 - y1) / 6)} ${f1(x2)} ${f1(y2)}`;
  }
  return d;
}

function blob(rng: Rng, cx: number, cy: number, r: number, wobble: number, n = 9, stretch = 1): string {
  const rot = rng.range(0, Math.PI * 2);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const rr = r * (1 + rng.range(-wobble, wobble));
    pts.push([cx + Math.cos(a) * rr * stretch, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

/** A ridge line across the width, closed down to `bottom`. */
function ridge(
  noise: (x: number, o?: number) => number,
  w: number,
  baseY: number,
  amp: number,
  freq: number,
  offset: number,
  bottom: number,
  steps = 48,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * w;
    pts.push([x, baseY + noise(offset + (x / w) * freq, 5) * amp]);
  }
  return `${smoothOpen(pts)}L${w} ${bottom}L0 ${bottom}Z`;
}

interface StrokeGeom {
  /** centre line offset at t in [0,1] */
  centre: (t: number) => number;
  /** half width at t in [0,1] */
  half: (t: number) => number;
  len: number;
}

/** A brush stroke drawn horizontally around (0,0), ragged edges; place it with a transform. */
function strokeGeom(rng: Rng, len: number, width: number): StrokeGeom {
  const noise = makeNoise1D(rng);
  const bend = rng.range(-0.3, 0.3) * width;
  const startBlunt = rng.range(0.6, 0.9);
  const endThin = rng.range(0.35, 0.8);
  const o = rng.range(0, 100);
  return {
    len,
    centre: (t) => Math.sin(t * Math.PI) * bend,
    half: (t) =>
      // blunt start; the end thins out as the paint runs dry
      (width / 2) *
      Math.min(1, startBlunt + t * 6) *
      (t < 0.7 ? 1 : 1 - Math.pow((t - 0.7) / 0.3, 1.6) * endThin) *
      (1 + noise(o + (t * len) / 90, 3) * 0.12),
  };
}

function strokeOutline(rng: Rng, g: StrokeGeom, scale = 1): string {
  const n = Math.max(20, Math.round(g.len / 14));
  const top: string[] = [];
  const bot: string[] = [];
  const jitter = (): number => rng.range(-1, 1) * Math.min(3, g.half(0.5) * 0.05);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = -g.len / 2 + t * g.len;
    const c = g.centre(t);
    const hw = g.half(t) * scale;
    top.push(`${f1(x)} ${f1(c - hw + jitter())}`);
    bot.push(`${f1(x)} ${f1(c + hw + jitter())}`);
  }
  return `M${top.join('L')}L${bot.reverse().join('L')}Z`;
}

function addStroke(
  svg: Svg,
  rng: Rng,
  o: { x: number; y: number; len: number; width: number; angle: number; color: string; opacity: number; blend?: string },
): void {
  const g = strokeGeom(rng, o.len, o.width);
  const blend = o.blend ? ` style="mix-blend-mode:${o.blend}"` : '';
  let inner = `<path d="${strokeOutline(rng, g)}" fill="${o.color}"/>`;
  const light = luminance(o.color) < 0.55;
  if (rng.chance(0.45)) {
    // a second colour loaded on the same brush
    const c2 = light ? lighten(o.color, 0.22) : darken(o.color, 0.15);
    const g2 = strokeGeom(rng, o.len * rng.range(0.6, 0.95), o.width * rng.range(0.3, 0.6));
    inner += `<path d="${strokeOutline(rng, g2)}" fill="${c2}" opacity="0.55" transform="translate(${f1(rng.range(-0.1, 0.1) * o.len)} ${f1(rng.range(-0.15, 0.15) * o.width)})"/>`;
  }
  // bristle marks: thin streaks following the stroke, ending where the brush dries
  const k = Math.max(3, Math.min(16, Math.round(o.width / 7)));
  let streaks = '';
  for (let i = 0; i < k; i++) {
    const v = rng.range(-0.85, 0.85);
    const t0 = rng.range(0, 0.15);
    const t1 = rng.range(0.45, 1);
    const pts: string[] = [];
    for (let j = 0; j <= 10; j++) {
      const t = t0 + ((t1 - t0) * j) / 10;
      pts.push(`${f1(-o.len / 2 + t * o.len)} ${f1(g.centre(t) + v * g.half(t))}`);
    }
    const sc = rng.chance(0.5) ? lighten(o.color, rng.range(0.15, 0.35)) : darken(o.color, rng.range(0.1, 0.3));
    streaks += `<path d="M${pts.join('L')}" stroke="${sc}" stroke-width="${f1(rng.range(0.8, Math.max(1.5, o.width / 30)))}" opacity="${f2(rng.range(0.25, 0.6))}"/>`;
  }
  inner += `<g fill="none" stroke-linecap="round">${streaks}</g>`;
  svg.add(
    `<g transform="translate(${f1(o.x)} ${f1(o.y)}) rotate(${f1(o.angle)})" opacity="${f2(o.opacity)}"${blend}>${inner}</g>`,
  );
}

function splatter(svg: Svg, rng: Rng, cx: number, cy: number, spread: number, color: string, count: number): void {
  const filter = svg.rough(rng.seed(), 0.08, 6);
  let dots = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.abs(rng.gauss()) * spread;
    const size = rng.range(1.5, 9) * (1 - r / (spread * 1.6));
    dots += `<circle cx="${f1(cx + Math.cos(a) * r)}" cy="${f1(cy + Math.sin(a) * r)}" r="${f1(Math.max(1.2, size))}"/>`;
  }
  svg.add(`<g fill="${color}" opacity="0.85" filter="${filter}">${dots}</g>`);
}

function washes(svg: Svg, rng: Rng, pal: Palette, count: number, opacity: number): void {
  const { w, h } = svg;
  const filter = svg.blur(Math.round(Math.min(w, h) * 0.08));
  let s = '';
  for (let i = 0; i < count; i++) {
    const c = mix(rng.pick(pal.colors), pal.ground, rng.range(0.2, 0.6));
    s += `<path d="${blob(rng, rng.range(0, w), rng.range(0, h), rng.range(0.2, 0.45) * Math.max(w, h), 0.35)}" fill="${c}" opacity="${f2(rng.range(0.5, 1) * opacity)}"/>`;
  }
  svg.add(`<g filter="${filter}">${s}</g>`);
}

// ---------------------------------------------------------------------------
// Covers: fragments of imaginary paintings (1200x1600)

type Painter = (svg: Svg, rng: Rng, pal: Palette) => void;

const paintColorField: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  svg.add(`<rect width="${w}" height="${h}" fill="${pal.ground}"/>`);
  washes(svg, rng, pal, 5, 0.7);
  const n = rng.int(2, 3);
  const m = rng.range(0.06, 0.12) * w;
  let y = rng.range(0.05, 0.1) * h;
  const gap = rng.range(0.025, 0.05) * h;
  const avail = h - y * 2 - gap * (n - 1);
  const weights = Array.from({ length: n }, () => rng.range(0.6, 1.6));
  const total = weights.reduce((a, b) => a + b, 0);
  const cols = rng.shuffle(pal.colors);
  for (let i = 0; i < n; i++) {
    const hh = (avail * (weights[i] ?? 1)) / total;
    const c = cols[i % cols.length] ?? pal.ink;
    const fill = svg.linear([
      [0, lighten(c, rng.range(0, 0.15))],
      [0.5, c],
      [1, darken(c, rng.range(0.05, 0.25))],
    ]);
    const filter = svg.rough(rng.seed(), rng.range(0.008, 0.02), rng.range(30, 60), rng.range(3, 8));
    svg.add(
      `<rect x="${f1(m)}" y="${f1(y)}" width="${f1(w - 2 * m)}" height="${f1(hh)}" fill="${fill}" opacity="${f2(rng.range(0.82, 0.95))}" filter="${filter}"/>`,
    );
    // scumbled strokes inside the field
    for (let k = 0; k < rng.int(2, 5); k++) {
      addStroke(svg, rng, {
        x: rng.range(m + 100, w - m - 100),
        y: y + rng.range(0.15, 0.85) * hh,
        len: rng.range(0.4, 0.8) * w,
        width: rng.range(30, 110),
        angle: rng.range(-3, 3),
        color: mix(c, rng.pick([pal.ground, ...pal.colors]), rng.range(0.2, 0.5)),
        opacity: rng.range(0.25, 0.5),
      });
    }
    y += hh + gap;
  }
};

const paintGestural: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const g2 = mix(pal.ground, rng.pick(pal.colors), 0.25);
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear([
      [0, pal.ground],
      [1, g2],
    ], 0, 0, rng.range(0, 1), 1)}"/>`,
  );
  washes(svg, rng, pal, 6, 0.8);
  const dominant = rng.pick([-60, -35, -12, 0, 15, 40, 70, 90]);
  const big = rng.int(4, 7);
  for (let i = 0; i < big; i++) {
    addStroke(svg, rng, {
      x: rng.range(0.1, 0.9) * w,
      y: rng.range(0.1, 0.9) * h,
      len: rng.range(600, 1300),
      width: rng.range(140, 320),
      angle: dominant + rng.gauss() * 25,
      color: rng.pick(pal.colors),
      opacity: rng.range(0.75, 0.95),
      blend: rng.chance(0.3) ? 'multiply' : undefined,
    });
  }
  const small = rng.int(7, 14);
  for (let i = 0; i < small; i++) {
    addStroke(svg, rng, {
      x: rng.range(0.05, 0.95) * w,
      y: rng.range(0.05, 0.95) * h,
      len: rng.range(200, 700),
      width: rng.range(25, 90),
      angle: dominant + 90 * rng.int(0, 1) + rng.gauss() * 30,
      color: rng.chance(0.25) ? pal.ink : rng.pick([...pal.colors, pal.ground]),
      opacity: rng.range(0.7, 0.95),
    });
  }
  for (let i = 0; i < rng.int(1, 3); i++) {
    splatter(svg, rng, rng.range(0.1, 0.9) * w, rng.range(0.1, 0.9) * h, rng.range(60, 160), rng.pick([pal.ink, ...pal.colors]), rng.int(15, 40));
  }
};

const paintGeometric: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  svg.add(`<rect width="${w}" height="${h}" fill="${pal.ground}"/>`);
  washes(svg, rng, pal, 3, 0.35);
  const cut = svg.rough(rng.seed(), 0.04, 7);
  const shadow = svg.shadow(6, 10, 10, 0.22);
  const cols = rng.shuffle(pal.colors);
  const c = (i: number): string => cols[i % cols.length] ?? pal.ink;
  let s = '';
  // a big band
  const bandY = rng.range(0.15, 0.75) * h;
  s += `<rect x="-100" y="${f1(bandY)}" width="${w + 200}" height="${f1(rng.range(0.12, 0.3) * h)}" fill="${c(0)}" transform="rotate(${f1(rng.range(-18, 18))} ${w / 2} ${f1(bandY)})"/>`;
  // the big disc
  const r = rng.range(0.22, 0.38) * w;
  const cx = rng.range(0.3, 0.7) * w;
  const cy = rng.range(0.2, 0.8) * h;
  s += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${c(1)}"/>`;
  // half disc
  const hr = rng.range(0.15, 0.3) * w;
  const hx = rng.range(0.2, 0.8) * w;
  const hy = rng.range(0.2, 0.85) * h;
  const ha = rng.pick([0, 90, 180, 270]);
  s += `<path d="M${f1(-hr)} 0A${f1(hr)} ${f1(hr)} 0 0 1 ${f1(hr)} 0Z" fill="${c(2)}" transform="translate(${f1(hx)} ${f1(hy)}) rotate(${ha})"/>`;
  // a thick arc
  const ar = rng.range(0.18, 0.35) * w;
  const ax = rng.range(0.2, 0.8) * w;
  const ay = rng.range(0.2, 0.8) * h;
  s += `<path d="M${f1(ax - ar)} ${f1(ay)}A${f1(ar)} ${f1(ar)} 0 0 1 ${f1(ax + ar)} ${f1(ay)}" fill="none" stroke="${c(3)}" stroke-width="${f1(rng.range(30, 70))}" transform="rotate(${f1(rng.range(0, 360))} ${f1(ax)} ${f1(ay)})"/>`;
  // a small dark disc and a line
  s += `<circle cx="${f1(rng.range(0.15, 0.85) * w)}" cy="${f1(rng.range(0.1, 0.9) * h)}" r="${f1(rng.range(30, 80))}" fill="${pal.ink}"/>`;
  const lx = rng.range(0.1, 0.9) * w;
  s += `<line x1="${f1(lx)}" y1="${f1(rng.range(0, 0.3) * h)}" x2="${f1(lx + rng.range(-300, 300))}" y2="${f1(rng.range(0.7, 1) * h)}" stroke="${pal.ink}" stroke-width="${f1(rng.range(4, 12))}"/>`;
  // rectangles
  for (let i = 0; i < rng.int(1, 3); i++) {
    s += `<rect x="${f1(rng.range(0, 0.8) * w)}" y="${f1(rng.range(0, 0.85) * h)}" width="${f1(rng.range(0.1, 0.35) * w)}" height="${f1(rng.range(0.05, 0.25) * h)}" fill="${c(i + 2)}" opacity="0.9" transform="rotate(${f1(rng.range(-25, 25))} ${w / 2} ${h / 2})"/>`;
  }
  svg.add(`<g filter="${shadow}"><g filter="${cut}">${s}</g></g>`);
  for (let i = 0; i < rng.int(2, 4); i++) {
    addStroke(svg, rng, {
      x: rng.range(0.1, 0.9) * w,
      y: rng.range(0.1, 0.9) * h,
      len: rng.range(250, 600),
      width: rng.range(20, 60),
      angle: rng.range(-90, 90),
      color: rng.pick([pal.ink, pal.ground, ...pal.colors]),
      opacity: 0.85,
    });
  }
};

const paintLandscape: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const noise = makeNoise1D(rng);
  const cols = [...pal.colors].sort((a, b) => luminance(a) - luminance(b));
  const dark = cols[0] ?? pal.ink;
  const mid = cols[rng.int(1, cols.length - 2)] ?? dark;
  const light = cols[cols.length - 1] ?? pal.ground;
  const skyTop = mix(mid, pal.ground, rng.range(0.05, 0.3));
  const skyBottom = mix(light, '#fff6e8', rng.range(0.2, 0.45));
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear([
      [0, skyTop],
      [0.55, skyBottom],
    ])}"/>`,
  );
  washes(svg, rng, pal, 3, 0.3);
  const horizon = rng.range(0.45, 0.62) * h;
  // sun
  const sx = rng.range(0.2, 0.8) * w;
  const sy = horizon - rng.range(0.1, 0.3) * h;
  const sr = rng.range(70, 150);
  const sunC = rng.chance(0.5) ? lighten(light, 0.45) : mix(rng.pick(['#f2c14e', '#e8774a', '#fbe3b0', '#d9483b']), light, 0.2);
  svg.add(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(sr * 2.4)}" fill="${sunC}" opacity="0.4" filter="${svg.blur(60)}"/>`);
  svg.add(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(sr)}" fill="${sunC}" filter="${svg.rough(rng.seed(), 0.02, 18)}"/>`);
  // sky strokes
  for (let i = 0; i < rng.int(3, 6); i++) {
    addStroke(svg, rng, {
      x: rng.range(0, w),
      y: rng.range(0.05, 0.35) * h,
      len: rng.range(400, 900),
      width: rng.range(40, 100),
      angle: rng.range(-6, 6),
      color: mix(skyTop, '#ffffff', rng.range(0.1, 0.5)),
      opacity: rng.range(0.3, 0.6),
    });
  }
  const layers = rng.int(3, 5);
  const far = mix(mid, skyBottom, 0.45);
  const near = darken(dark, 0.15);
  let hills = '';
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const c = mix(far, near, t);
    const base = horizon - (1 - t) * rng.range(0.06, 0.14) * h;
    const d = ridge(noise, w, base, rng.range(40, 120) * (1 - t * 0.5), rng.range(1.5, 4), i * 10, horizon + 4);
    hills += `<path d="${d}" fill="${c}"/>`;
  }
  svg.add(`<g filter="${svg.rough(rng.seed(), 0.015, 24)}">${hills}</g>`);
  // water
  const water = mix(skyTop, dark, 0.3);
  svg.add(
    `<rect y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="${svg.linear([
      [0, mix(water, skyBottom, 0.4)],
      [1, darken(water, 0.3)],
    ])}"/>`,
  );
  svg.add(`<rect x="${f1(sx - sr * 0.8)}" y="${f1(horizon)}" width="${f1(sr * 1.6)}" height="${f1((h - horizon) * 0.7)}" fill="${sunC}" opacity="0.4" filter="${svg.blur(30)}"/>`);
  for (let i = 0; i < rng.int(10, 18); i++) {
    const y = horizon + Math.pow(rng.next(), 1.5) * (h - horizon);
    addStroke(svg, rng, {
      x: rng.range(0, w),
      y,
      len: rng.range(150, 700),
      width: rng.range(8, 40) * (1 + (y - horizon) / (h - horizon)),
      angle: rng.range(-2, 2),
      color: rng.chance(0.5) ? lighten(water, 0.3) : darken(water, 0.25),
      opacity: rng.range(0.4, 0.8),
    });
  }
};

const paintOrganic: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const bg = rng.chance(0.5) ? pal.ground : mix(rng.pick(pal.colors), pal.ground, 0.15);
  svg.add(`<rect width="${w}" height="${h}" fill="${bg}"/>`);
  washes(svg, rng, pal, 4, 0.5);
  const cut = svg.rough(rng.seed(), 0.03, 10);
  const shadow = svg.shadow(4, 8, 12, 0.2);
  let s = '';
  const n = rng.int(5, 8);
  for (let i = 0; i < n; i++) {
    const c = rng.pick(pal.colors.filter((x) => x !== bg));
    s += `<path d="${blob(rng, rng.range(0.1, 0.9) * w, rng.range(0.1, 0.9) * h, rng.range(0.12, 0.32) * w, rng.range(0.2, 0.5), rng.int(6, 11), rng.range(0.7, 1.4))}" fill="${c}" opacity="${rng.chance(0.3) ? 0.8 : 1}"/>`;
  }
  // fronds: stems with leaf-like lobes (cut-out style)
  for (let k = 0; k < rng.int(1, 3); k++) {
    const x0 = rng.range(0.15, 0.85) * w;
    const y0 = rng.range(0.55, 1.05) * h;
    const len = rng.range(0.35, 0.6) * h;
    const ang = rng.range(-25, 25);
    const c = rng.pick([pal.ink, ...pal.colors]);
    let leaf = '';
    const lobes = rng.int(4, 7);
    for (let j = 0; j < lobes; j++) {
      const t = (j + 0.5) / lobes;
      const side = j % 2 === 0 ? 1 : -1;
      const ly = -t * len;
      const lw = (1 - t * 0.6) * rng.range(70, 130);
      leaf += `<path d="M0 ${f1(ly)}Q${f1(side * lw)} ${f1(ly - lw * 0.4)} ${f1(side * lw * 1.3)} ${f1(ly - lw * 1.1)}Q${f1(side * lw * 0.3)} ${f1(ly - lw * 0.5)} 0 ${f1(ly - lw * 0.3)}Z"/>`;
    }
    s += `<g fill="${c}" transform="translate(${f1(x0)} ${f1(y0)}) rotate(${f1(ang)})"><path d="M-8 0L-4 ${f1(-len)}L4 ${f1(-len)}L8 0Z"/>${leaf}</g>`;
  }
  svg.add(`<g filter="${shadow}"><g filter="${cut}">${s}</g></g>`);
  for (let i = 0; i < rng.int(6, 14); i++) {
    svg.add(`<circle cx="${f1(rng.range(0, w))}" cy="${f1(rng.range(0, h))}" r="${f1(rng.range(8, 26))}" fill="${rng.pick([pal.ink, ...pal.colors])}" filter="${cut}"/>`);
  }
};

const COVER_PAINTERS: Painter[] = [paintGestural, paintColorField, paintLandscape, paintGeometric, paintOrganic];

function coverSvg(index: number): string {
  const rng = new Rng(`cover-${index}`);
  const pal = paletteFor(rng, index, 5);
  const svg = new Svg(1200, 1600);
  const painter = COVER_PAINTERS[index % COVER_PAINTERS.length] as Painter;
  painter(svg, rng, pal);
  svg.vignette(0.22);
  return svg.toString();
}

// ---------------------------------------------------------------------------
// Cards and figures: lake, hills, horizons, paper, ink

const sceneLake: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const noise = makeNoise1D(rng);
  const cols = rng.shuffle(pal.colors);
  const dusk = rng.chance(0.35);
  const skyTop = dusk ? mix(cols[0] ?? '#334', '#1a1a2e', 0.3) : mix(cols[0] ?? '#9cc', '#ffffff', 0.35);
  const skyLow = dusk ? mix(cols[1] ?? '#f90', '#ffd9a8', 0.4) : mix(pal.ground, '#ffffff', 0.4);
  const horizon = rng.range(0.48, 0.62) * h;
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear([
      [0, skyTop],
      [horizon / h, skyLow],
    ])}"/>`,
  );
  // clouds
  const cloudBlur = svg.blur(rng.range(14, 30));
  let clouds = '';
  for (let i = 0; i < rng.int(2, 6); i++) {
    clouds += `<ellipse cx="${f1(rng.range(0, w))}" cy="${f1(rng.range(0.08, 0.38) * h)}" rx="${f1(rng.range(0.1, 0.3) * w)}" ry="${f1(rng.range(8, 30))}" fill="${lighten(skyLow, 0.5)}" opacity="${f2(rng.range(0.3, 0.7))}"/>`;
  }
  svg.add(`<g filter="${cloudBlur}">${clouds}</g>`);
  if (rng.chance(0.6)) {
    const sx = rng.range(0.15, 0.85) * w;
    const sy = horizon - rng.range(0.12, 0.3) * h;
    const sun = dusk ? lighten(cols[1] ?? '#fc6', 0.4) : '#fffaf0';
    svg.add(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(h * 0.09)}" fill="${sun}" opacity="0.5" filter="${svg.blur(40)}"/>`);
    svg.add(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(h * 0.035)}" fill="${sun}"/>`);
  }
  const hillBase = cols[2] ?? pal.ink;
  const layers = rng.int(3, 5);
  let hills = '';
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const c = mix(mix(hillBase, skyLow, 0.7), darken(hillBase, 0.35), t);
    const base = horizon - (1 - t) * rng.range(0.08, 0.18) * h - 6;
    hills += `<path d="${ridge(noise, w, base, rng.range(0.03, 0.09) * h * (1 - t * 0.5), rng.range(1.5, 5), i * 13, horizon + 2)}" fill="${c}"/>`;
  }
  svg.add(`<g>${hills}</g>`);
  // lake with mirrored, blurred reflection
  const water = mix(skyLow, cols[3] ?? pal.ink, 0.35);
  svg.add(
    `<rect y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="${svg.linear([
      [0, water],
      [1, darken(mix(water, skyTop, 0.4), 0.25)],
    ])}"/>`,
  );
  svg.add(
    `<g opacity="0.45" filter="${svg.blur(5)}" transform="translate(0 ${f1(2 * horizon)}) scale(1 -1)">${hills}</g>`,
  );
  let ripples = '';
  for (let i = 0; i < rng.int(25, 50); i++) {
    const t = Math.pow(rng.next(), 1.6);
    const y = horizon + 4 + t * (h - horizon);
    const len = rng.range(30, 260) * (0.4 + t);
    const x = rng.range(-50, w);
    ripples += `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x + len)}" y2="${f1(y)}" stroke-width="${f1(1 + t * 3)}" opacity="${f2(rng.range(0.25, 0.6))}"/>`;
  }
  svg.add(`<g stroke="${lighten(water, 0.45)}" stroke-linecap="round">${ripples}</g>`);
  // reeds at the shore (Banyoles)
  if (rng.chance(0.6)) {
    const side = rng.chance(0.5) ? 0 : 1;
    let reeds = '';
    const n = rng.int(18, 40);
    for (let i = 0; i < n; i++) {
      const x = side === 0 ? rng.range(-20, 0.3 * w) : rng.range(0.7 * w, w + 20);
      const top = h - rng.range(0.15, 0.45) * h;
      const lean = rng.range(-40, 40);
      reeds += `<path d="M${f1(x)} ${h}Q${f1(x + lean * 0.3)} ${f1((h + top) / 2)} ${f1(x + lean)} ${f1(top)}" stroke-width="${f1(rng.range(2, 5))}"/>`;
      if (rng.chance(0.3)) {
        reeds += `<ellipse cx="${f1(x + lean * 0.9)}" cy="${f1(top + 24)}" rx="5" ry="20" fill="${darken(pal.ink, 0.1)}" transform="rotate(${f1(lean * 0.3)} ${f1(x + lean * 0.9)} ${f1(top + 24)})"/>`;
      }
    }
    svg.add(`<g stroke="${pal.ink}" fill="none" opacity="0.85" stroke-linecap="round">${reeds}</g>`);
  }
};

const sceneInkWash: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const noise = makeNoise1D(rng);
  const paper = mix(pal.ground, '#f4efe4', 0.6);
  const ink = luminance(pal.ink) < 0.3 ? pal.ink : '#1d1d1f';
  svg.add(`<rect width="${w}" height="${h}" fill="${paper}"/>`);
  const tint = rng.pick(pal.colors);
  const layers = rng.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = (0.35 + t * 0.35) * h;
    const fill = svg.linear([
      [0, mix(ink, tint, 0.3 - t * 0.2), 0.25 + t * 0.6],
      [0.35, mix(ink, tint, 0.2), 0.08 + t * 0.2],
      [1, ink, 0],
    ]);
    const d = ridge(noise, w, base, rng.range(0.06, 0.18) * h, rng.range(2, 6), i * 31, base + 0.45 * h, 64);
    svg.add(`<path d="${d}" fill="${fill}" filter="${svg.rough(rng.seed(), 0.02, 14, 1.5)}"/>`);
    // mist between layers
    svg.add(`<rect y="${f1(base + 0.04 * h)}" width="${w}" height="${f1(0.08 * h)}" fill="${paper}" opacity="0.55" filter="${svg.blur(24)}"/>`);
  }
  // a seal-red sun and, sometimes, a lone boat
  if (rng.chance(0.7)) {
    svg.add(`<circle cx="${f1(rng.range(0.15, 0.85) * w)}" cy="${f1(rng.range(0.12, 0.3) * h)}" r="${f1(rng.range(0.04, 0.08) * h)}" fill="${rng.pick(['#b7352a', '#c4572e', tint])}" opacity="0.85" filter="${svg.rough(rng.seed(), 0.05, 5)}"/>`);
  }
  if (rng.chance(0.5)) {
    const bx = rng.range(0.2, 0.8) * w;
    const by = rng.range(0.82, 0.9) * h;
    svg.add(`<path d="M${f1(bx - 40)} ${f1(by)}Q${f1(bx)} ${f1(by + 12)} ${f1(bx + 40)} ${f1(by)}Z M${f1(bx - 2)} ${f1(by)}L${f1(bx)} ${f1(by - 30)}L${f1(bx + 2)} ${f1(by)}Z" fill="${ink}" opacity="0.8"/>`);
    svg.add(`<line x1="${f1(bx - 70)}" y1="${f1(by + 10)}" x2="${f1(bx + 70)}" y2="${f1(by + 10)}" stroke="${ink}" stroke-width="1.5" opacity="0.35"/>`);
  }
};

const sceneHorizon: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const cols = rng.shuffle(pal.colors);
  const horizon = rng.range(0.42, 0.66) * h;
  const skyA = mix(cols[0] ?? '#88a', '#ffffff', rng.range(0.1, 0.5));
  const skyB = mix(cols[1] ?? '#fca', '#ffffff', rng.range(0.3, 0.6));
  const seaA = mix(cols[2] ?? '#268', skyB, 0.2);
  const seaB = darken(cols[2] ?? '#268', rng.range(0.2, 0.45));
  svg.add(`<rect width="${w}" height="${f1(horizon)}" fill="${svg.linear([[0, skyA], [1, skyB]])}"/>`);
  svg.add(`<rect y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="${svg.linear([[0, seaA], [1, seaB]])}"/>`);
  const sx = rng.range(0.2, 0.8) * w;
  const sr = rng.range(0.05, 0.11) * h;
  const sy = horizon - sr * rng.range(-0.4, 2.5);
  const sun = lighten(cols[3] ?? '#fd8', 0.25);
  const sky = svg.id('sky');
  svg.def(`<clipPath id="${sky}"><rect width="${w}" height="${f1(horizon)}"/></clipPath>`);
  svg.add(`<g clip-path="url(#${sky})"><circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(sr * 3)}" fill="${sun}" opacity="0.35" filter="${svg.blur(50)}"/><circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(sr)}" fill="${sun}"/></g>`);
  // clouds as long soft bands
  let bands = '';
  for (let i = 0; i < rng.int(3, 7); i++) {
    bands += `<rect x="${f1(rng.range(-200, w))}" y="${f1(rng.range(0.05, 0.85) * horizon)}" width="${f1(rng.range(0.2, 0.6) * w)}" height="${f1(rng.range(4, 18))}" rx="9" fill="${rng.chance(0.5) ? lighten(skyB, 0.6) : darken(skyA, 0.15)}" opacity="0.6"/>`;
  }
  svg.add(`<g filter="${svg.blur(6)}">${bands}</g>`);
  // reflection column of glitter
  let glitter = '';
  for (let y = horizon + 3; y < h; y += rng.range(5, 14)) {
    const t = (y - horizon) / (h - horizon);
    const half = sr * (0.6 + t * 2.2) * rng.range(0.3, 1);
    const off = rng.gauss() * sr * 0.4;
    glitter += `<rect x="${f1(sx - half + off)}" y="${f1(y)}" width="${f1(half * 2)}" height="${f1(1.5 + t * 3)}" opacity="${f2(rng.range(0.3, 0.9) * (1 - t * 0.5))}"/>`;
  }
  svg.add(`<g fill="${sun}">${glitter}</g>`);
  svg.add(`<rect y="${f1(horizon - 1)}" width="${w}" height="2" fill="${darken(seaA, 0.2)}" opacity="0.5"/>`);
  if (rng.chance(0.5)) {
    // a headland
    const noise = makeNoise1D(rng);
    const left = rng.chance(0.5);
    const pts: [number, number][] = [];
    const span = rng.range(0.2, 0.45) * w;
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      const x = left ? t * span : w - t * span;
      pts.push([x, horizon - (1 - t) * rng.range(0.02, 0.03) * h * 3 * (0.7 + 0.3 * noise(t * 3))]);
    }
    const d = `${smoothOpen(pts)}L${left ? 0 : w} ${f1(horizon)}Z`;
    svg.add(`<path d="${d}" fill="${darken(mix(seaA, pal.ink, 0.6), 0.1)}"/>`);
  }
};

const scenePaper: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  svg.add(`<rect width="${w}" height="${h}" fill="${mix(pal.ground, '#ffffff', 0.2)}"/>`);
  const torn = svg.rough(rng.seed(), 0.05, 14);
  const shadow = svg.shadow(3, 6, 8, 0.28);
  const cols = rng.shuffle([...pal.colors, pal.ground]);
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const cx = rng.range(0.1, 0.9) * w;
    const cy = rng.range(0.1, 0.9) * h;
    const rw = rng.range(0.25, 0.55) * w;
    const rh = rng.range(0.25, 0.6) * h;
    const pts: [number, number][] = [];
    const k = rng.int(4, 6);
    for (let j = 0; j < k; j++) {
      const a = (j / k) * Math.PI * 2 + rng.range(-0.3, 0.3);
      pts.push([cx + Math.cos(a) * rw * 0.6 * rng.range(0.8, 1.1), cy + Math.sin(a) * rh * 0.6 * rng.range(0.8, 1.1)]);
    }
    const d = `M${pts.map(([x, y]) => `${f1(x)} ${f1(y)}`).join('L')}Z`;
    const c = cols[i % cols.length] ?? pal.ground;
    const clip = svg.id('cp');
    svg.def(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    let deco = '';
    const kind = rng.int(0, 3);
    if (kind === 0) {
      // ruled paper
      const lc = luminance(c) > 0.5 ? darken(c, 0.25) : lighten(c, 0.3);
      for (let y = cy - rh; y < cy + rh; y += 28) deco += `<line x1="0" y1="${f1(y)}" x2="${w}" y2="${f1(y)}" stroke="${lc}" stroke-width="1.5" opacity="0.6"/>`;
    } else if (kind === 1) {
      // ink handwriting-like scribble lines (illegible, not text)
      const lc = luminance(c) > 0.5 ? pal.ink : lighten(c, 0.5);
      for (let y = cy - rh * 0.4; y < cy + rh * 0.4; y += 34) {
        const pts2: [number, number][] = [];
        let x = cx - rw * 0.4;
        const end = cx + rw * rng.range(0.1, 0.4);
        while (x < end) {
          pts2.push([x, y + rng.range(-6, 6)]);
          x += rng.range(8, 20);
        }
        if (pts2.length > 1) deco += `<path d="${smoothOpen(pts2)}" fill="none" stroke="${lc}" stroke-width="2" opacity="0.55"/>`;
      }
    } else if (kind === 2) {
      deco += `<circle cx="${f1(cx + rng.range(-0.2, 0.2) * rw)}" cy="${f1(cy + rng.range(-0.2, 0.2) * rh)}" r="${f1(Math.min(rw, rh) * rng.range(0.15, 0.3))}" fill="${rng.pick(pal.colors)}"/>`;
    }
    svg.add(`<g filter="${shadow}"><g filter="${torn}"><path d="${d}" fill="${c}"/><g clip-path="url(#${clip})">${deco}</g></g></g>`);
  }
  addStroke(svg, rng, {
    x: rng.range(0.2, 0.8) * w,
    y: rng.range(0.2, 0.8) * h,
    len: rng.range(0.3, 0.6) * w,
    width: rng.range(30, 70),
    angle: rng.range(-30, 30),
    color: rng.pick([pal.ink, ...pal.colors]),
    opacity: 0.9,
    blend: 'multiply',
  });
};

const sceneInk: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const paper = mix(pal.ground, '#f6f1e6', 0.5);
  const ink = luminance(pal.ink) < 0.3 ? pal.ink : '#1b1b1d';
  const accent = rng.pick(pal.colors);
  svg.add(`<rect width="${w}" height="${h}" fill="${paper}"/>`);
  washes(svg, rng, { ...pal, ground: paper }, 3, 0.35);
  // ensō or a wash blot
  const cx = rng.range(0.3, 0.7) * w;
  const cy = rng.range(0.35, 0.65) * h;
  const r = rng.range(0.22, 0.34) * h;
  if (rng.chance(0.55)) {
    // ensō: one loaded stroke around a circle, thinning and drying as it closes
    const start = rng.range(0, Math.PI * 2);
    const sweep = rng.range(1.65, 1.9) * Math.PI;
    const n1 = makeNoise1D(rng);
    const hw = (t: number): number => r * 0.13 * (1 - 0.8 * Math.pow(t, 1.6)) * (1 + n1(t * 12, 3) * 0.2) * Math.min(1, 0.7 + t * 8);
    const at = (t: number, dr: number): string => {
      const a = start + t * sweep;
      const rr = r * (1 + n1(50 + t * 3, 2) * 0.05) + dr;
      return `${f1(cx + Math.cos(a) * rr)} ${f1(cy + Math.sin(a) * rr)}`;
    };
    const N = 120;
    const outer: string[] = [];
    const inner: string[] = [];
    for (let i = 0; i <= N; i++) {
      const t = i / N;
      outer.push(at(t, hw(t) + rng.range(-1, 1)));
      inner.push(at(t, -hw(t) + rng.range(-1, 1)));
    }
    let streaks = '';
    for (let k = 0; k < 14; k++) {
      const v = rng.range(-0.8, 0.8);
      const t1 = rng.range(0.5, 1);
      const pts: string[] = [];
      for (let i = 0; i <= 60; i++) {
        const t = (t1 * i) / 60;
        pts.push(at(t, v * hw(t)));
      }
      streaks += `<path d="M${pts.join('L')}" stroke="${rng.chance(0.5) ? lighten(ink, 0.3) : paper}" stroke-width="${f1(rng.range(1, 3))}" opacity="${f2(rng.range(0.15, 0.45))}"/>`;
    }
    svg.add(`<g opacity="0.92"><path d="M${outer.join('L')}L${inner.reverse().join('L')}Z" fill="${ink}"/><g fill="none" stroke-linecap="round">${streaks}</g></g>`);
  } else {
    svg.add(`<path d="${blob(rng, cx, cy, r, 0.25, 10)}" fill="${accent}" opacity="0.55" filter="${svg.rough(rng.seed(), 0.015, 50, 6)}"/>`);
    svg.add(`<path d="${blob(rng, cx, cy, r * 0.5, 0.4, 8)}" fill="${ink}" opacity="0.7" filter="${svg.rough(rng.seed(), 0.02, 40, 3)}"/>`);
  }
  // calligraphic marks
  for (let i = 0; i < rng.int(3, 7); i++) {
    addStroke(svg, rng, {
      x: rng.range(0.05, 0.95) * w,
      y: rng.range(0.1, 0.9) * h,
      len: rng.range(0.1, 0.4) * w,
      width: rng.range(10, 40),
      angle: rng.pick([0, 90, -45, 45, 10, -10]) + rng.gauss() * 10,
      color: rng.chance(0.7) ? ink : accent,
      opacity: rng.range(0.7, 0.95),
    });
  }
  splatter(svg, rng, rng.range(0.1, 0.9) * w, rng.range(0.1, 0.9) * h, rng.range(40, 120), ink, rng.int(12, 30));
};

const sceneContour: Painter = (svg, rng, pal) => {
  const { w, h } = svg;
  const cols = rng.shuffle(pal.colors);
  const low = mix(pal.ground, cols[0] ?? '#8a8', 0.25);
  svg.add(`<rect width="${w}" height="${h}" fill="${low}"/>`);
  const lineC = darken(mix(cols[1] ?? pal.ink, pal.ink, 0.5), 0.1);
  const peaks = rng.int(2, 4);
  const warp = svg.rough(rng.seed(), 0.006, 90);
  let s = '';
  for (let p = 0; p < peaks; p++) {
    const cx = rng.range(0.1, 0.9) * w;
    const cy = rng.range(0.15, 0.85) * h;
    const rMax = rng.range(0.25, 0.5) * Math.max(w, h);
    const levels = rng.int(7, 12);
    const stretch = rng.range(0.7, 1.5);
    const shapeRng = new Rng(`contour-${p}-${rng.seed()}`);
    const base = Array.from({ length: 10 }, () => shapeRng.range(-0.3, 0.3));
    for (let l = 0; l < levels; l++) {
      const t = l / levels;
      const rr = rMax * (1 - t) + 10;
      const pts: [number, number][] = base.map((b, i) => {
        const a = (i / base.length) * Math.PI * 2;
        const k = rr * (1 + b * (1 - t * 0.5));
        return [cx + Math.cos(a) * k * stretch, cy + Math.sin(a) * k];
      });
      const fill = mix(low, mix(cols[2] ?? '#cb8', cols[3] ?? '#fff', t), 0.25 + t * 0.65);
      s += `<path d="${smoothClosed(pts)}" fill="${fill}" fill-opacity="0.55" stroke="${lineC}" stroke-width="${l % 4 === 0 ? 2.6 : 1.2}" stroke-opacity="0.6"/>`;
    }
  }
  svg.add(`<g filter="${warp}">${s}</g>`);
  // a lake
  svg.add(`<path d="${blob(rng, rng.range(0.2, 0.8) * w, rng.range(0.25, 0.75) * h, rng.range(0.06, 0.12) * w, 0.35, 9, 0.6)}" fill="${mix(cols[0] ?? '#5aa', '#3d7f95', 0.6)}" stroke="${lineC}" stroke-width="2" filter="${warp}"/>`);
};

const SCENES: Painter[] = [sceneLake, sceneInkWash, sceneHorizon, scenePaper, sceneInk, sceneContour];

function sceneSvg(kind: 'card' | 'figure', index: number, w: number, h: number): string {
  const rng = new Rng(`${kind}-${index}`);
  const pal = paletteFor(rng, index, kind === 'card' ? 7 : 11);
  const svg = new Svg(w, h);
  const painter = SCENES[(index + (kind === 'figure' ? 2 : 0)) % SCENES.length] as Painter;
  painter(svg, rng, pal);
  svg.vignette(0.15);
  return svg.toString();
}

// ---------------------------------------------------------------------------
// Author portraits (600x600): geometric, anonymous

function authorSvg(index: number): string {
  const rng = new Rng(`author-${index}`);
  const pal = paletteFor(rng, index, 5);
  const S = 600;
  const svg = new Svg(S, S);
  const cols = rng.shuffle(pal.colors);
  const bg = rng.chance(0.5) ? mix(cols[0] ?? pal.ground, pal.ground, 0.55) : pal.ground;
  svg.add(`<rect width="${S}" height="${S}" fill="${bg}"/>`);
  // background geometry
  const bgKind = rng.int(0, 3);
  const accent = cols[1] ?? pal.ink;
  if (bgKind === 0) svg.add(`<circle cx="${f1(rng.range(240, 360))}" cy="${f1(rng.range(200, 300))}" r="${f1(rng.range(170, 230))}" fill="${mix(accent, bg, 0.35)}"/>`);
  else if (bgKind === 1) svg.add(`<path d="M0 ${f1(rng.range(300, 600))}L${S} ${f1(rng.range(0, 300))}L${S} ${S}L0 ${S}Z" fill="${mix(accent, bg, 0.3)}"/>`);
  else if (bgKind === 2) svg.add(`<rect x="${f1(rng.range(60, 200))}" y="40" width="${f1(rng.range(200, 360))}" height="${f1(rng.range(300, 480))}" fill="${mix(accent, bg, 0.35)}"/>`);
  else {
    for (let i = 0; i < 5; i++) svg.add(`<rect y="${i * 120}" width="${S}" height="60" fill="${mix(accent, bg, 0.7)}"/>`);
  }
  if (rng.chance(0.5)) {
    addStroke(svg, rng, {
      x: rng.range(100, 500),
      y: rng.range(80, 520),
      len: rng.range(150, 350),
      width: rng.range(20, 50),
      angle: rng.range(-40, 40),
      color: rng.pick(pal.colors),
      opacity: 0.8,
    });
  }
  const skinTones = ['#e9c7a8', '#d6a985', '#b9835f', '#8d5a3b', '#6b4330', '#f0d5bd'];
  const stylised = rng.chance(0.35);
  const skin = stylised ? mix(rng.pick(pal.colors), '#ffffff', 0.35) : rng.pick(skinTones);
  const shade = darken(skin, 0.18);
  const hair = rng.pick(['#1f1a17', '#3b2a20', '#6b4a2f', '#a0522d', '#c9b79c', '#8c8c8c', darken(cols[2] ?? '#333', 0.3)]);
  const cloth = cols[3] ?? cols[2] ?? pal.ink;
  const profile = rng.chance(0.4);
  const facing = rng.chance(0.5) ? 1 : -1;
  const cx = 300 + rng.range(-20, 20);
  const headY = rng.range(230, 260);
  const hr = rng.range(92, 110);
  const hRy = hr * rng.range(1.18, 1.3);
  const cut = svg.rough(rng.seed(), 0.03, 5);
  let g = '';
  // shoulders
  const sw = rng.range(190, 240);
  const sy = headY + hRy + rng.range(55, 75);
  g += `<path d="M${f1(cx - sw)} ${S + 10}C${f1(cx - sw)} ${f1(sy + 20)} ${f1(cx - sw * 0.6)} ${f1(sy)} ${f1(cx)} ${f1(sy - 5)}C${f1(cx + sw * 0.6)} ${f1(sy)} ${f1(cx + sw)} ${f1(sy + 20)} ${f1(cx + sw)} ${S + 10}Z" fill="${cloth}"/>`;
  // long hair behind shoulders
  const hairKind = rng.int(0, 4);
  if (hairKind === 3) g += `<path d="M${f1(cx - hr * 1.15)} ${f1(headY)}C${f1(cx - hr * 1.4)} ${f1(headY + hRy * 1.8)} ${f1(cx - hr * 0.8)} ${f1(sy + 40)} ${f1(cx - hr * 0.6)} ${f1(sy + 60)}L${f1(cx + hr * 0.6)} ${f1(sy + 60)}C${f1(cx + hr * 0.8)} ${f1(sy + 40)} ${f1(cx + hr * 1.4)} ${f1(headY + hRy * 1.8)} ${f1(cx + hr * 1.15)} ${f1(headY)}Z" fill="${hair}"/>`;
  // neck
  g += `<path d="M${f1(cx - hr * 0.38)} ${f1(headY + hRy * 0.6)}L${f1(cx - hr * 0.42)} ${f1(sy + 8)}Q${f1(cx)} ${f1(sy + 40)} ${f1(cx + hr * 0.42)} ${f1(sy + 8)}L${f1(cx + hr * 0.38)} ${f1(headY + hRy * 0.6)}Z" fill="${shade}"/>`;
  // collar
  if (rng.chance(0.5)) g += `<path d="M${f1(cx - 60)} ${f1(sy)}L${f1(cx)} ${f1(sy + 70)}L${f1(cx + 60)} ${f1(sy)}Z" fill="${rng.chance(0.5) ? lighten(cloth, 0.6) : darken(cloth, 0.3)}"/>`;
  // head
  if (profile) {
    const f = facing;
    const nx = cx + f * hr * 1.02;
    g += `<path d="M${f1(cx)} ${f1(headY - hRy)}C${f1(cx + f * hr * 0.9)} ${f1(headY - hRy)} ${f1(cx + f * hr)} ${f1(headY - hRy * 0.4)} ${f1(cx + f * hr * 0.95)} ${f1(headY - hRy * 0.1)}L${f1(nx + f * 22)} ${f1(headY + hRy * 0.22)}L${f1(cx + f * hr * 0.95)} ${f1(headY + hRy * 0.32)}L${f1(cx + f * hr * 0.92)} ${f1(headY + hRy * 0.5)}C${f1(cx + f * hr * 0.85)} ${f1(headY + hRy * 0.85)} ${f1(cx + f * hr * 0.3)} ${f1(headY + hRy)} ${f1(cx - f * hr * 0.2)} ${f1(headY + hRy * 0.8)}C${f1(cx - f * hr * 1.1)} ${f1(headY + hRy * 0.5)} ${f1(cx - f * hr * 1.1)} ${f1(headY - hRy)} ${f1(cx)} ${f1(headY - hRy)}Z" fill="${skin}"/>`;
  } else {
    g += `<ellipse cx="${f1(cx)}" cy="${f1(headY)}" rx="${f1(hr)}" ry="${f1(hRy)}" fill="${skin}"/>`;
    // cubist shadow half
    const clip = svg.id('hc');
    svg.def(`<clipPath id="${clip}"><ellipse cx="${f1(cx)}" cy="${f1(headY)}" rx="${f1(hr)}" ry="${f1(hRy)}"/></clipPath>`);
    const side = rng.chance(0.5) ? 1 : -1;
    g += `<path clip-path="url(#${clip})" d="M${f1(cx + side * rng.range(-10, 20))} ${f1(headY - hRy - 10)}L${f1(cx + side * rng.range(-30, 10))} ${f1(headY + hRy + 10)}L${f1(cx + side * (hr + 10))} ${f1(headY + hRy + 10)}L${f1(cx + side * (hr + 10))} ${f1(headY - hRy - 10)}Z" fill="${shade}" opacity="0.8"/>`;
  }
  // hair
  const hx = profile ? cx - facing * hr * 0.15 : cx;
  if (hairKind === 0) {
    g += `<path d="M${f1(hx - hr * 1.05)} ${f1(headY - hRy * 0.05)}C${f1(hx - hr * 1.1)} ${f1(headY - hRy * 1.35)} ${f1(hx + hr * 1.1)} ${f1(headY - hRy * 1.35)} ${f1(hx + hr * 1.05)} ${f1(headY - hRy * 0.05)}C${f1(hx + hr * 0.6)} ${f1(headY - hRy * 0.7)} ${f1(hx - hr * 0.6)} ${f1(headY - hRy * 0.6)} ${f1(hx - hr * 1.05)} ${f1(headY - hRy * 0.05)}Z" fill="${hair}"/>`;
  } else if (hairKind === 1) {
    g += `<circle cx="${f1(hx - (profile ? facing * hr * 0.7 : 0))}" cy="${f1(headY - hRy * (profile ? 0.6 : 1.05))}" r="${f1(hr * 0.42)}" fill="${hair}"/>`;
    g += `<path d="M${f1(hx - hr * 1.02)} ${f1(headY - hRy * 0.1)}C${f1(hx - hr)} ${f1(headY - hRy * 1.25)} ${f1(hx + hr)} ${f1(headY - hRy * 1.25)} ${f1(hx + hr * 1.02)} ${f1(headY - hRy * 0.1)}Q${f1(hx)} ${f1(headY - hRy * 0.75)} ${f1(hx - hr * 1.02)} ${f1(headY - hRy * 0.1)}Z" fill="${hair}"/>`;
  } else if (hairKind === 2) {
    // bob
    g += `<path d="M${f1(hx - hr * 1.15)} ${f1(headY + hRy * 0.55)}C${f1(hx - hr * 1.35)} ${f1(headY - hRy * 1.4)} ${f1(hx + hr * 1.35)} ${f1(headY - hRy * 1.4)} ${f1(hx + hr * 1.15)} ${f1(headY + hRy * 0.55)}L${f1(hx + hr * 0.75)} ${f1(headY + hRy * 0.55)}C${f1(hx + hr * 0.8)} ${f1(headY - hRy * 0.4)} ${f1(hx - hr * 0.3)} ${f1(headY - hRy * 0.7)} ${f1(hx - hr * 0.75)} ${f1(headY + hRy * 0.55)}Z" fill="${hair}"/>`;
  } else if (hairKind === 3) {
    g += `<path d="M${f1(hx - hr * 1.1)} ${f1(headY)}C${f1(hx - hr * 1.2)} ${f1(headY - hRy * 1.35)} ${f1(hx + hr * 1.2)} ${f1(headY - hRy * 1.35)} ${f1(hx + hr * 1.1)} ${f1(headY)}Q${f1(hx)} ${f1(headY - hRy * 0.8)} ${f1(hx - hr * 1.1)} ${f1(headY)}Z" fill="${hair}"/>`;
  } else {
    // hat
    const hc = rng.pick([pal.ink, cols[0] ?? pal.ink, darken(cloth, 0.2)]);
    g += `<ellipse cx="${f1(hx)}" cy="${f1(headY - hRy * 0.55)}" rx="${f1(hr * 1.55)}" ry="${f1(hr * 0.22)}" fill="${hc}"/>`;
    g += `<path d="M${f1(hx - hr * 0.85)} ${f1(headY - hRy * 0.55)}C${f1(hx - hr * 0.9)} ${f1(headY - hRy * 1.5)} ${f1(hx + hr * 0.9)} ${f1(headY - hRy * 1.5)} ${f1(hx + hr * 0.85)} ${f1(headY - hRy * 0.55)}Z" fill="${hc}"/>`;
  }
  // glasses or closed eyes, abstract
  const eyeY = headY + hRy * 0.05;
  const featureC = darken(skin, 0.55);
  if (!profile) {
    if (rng.chance(0.4)) {
      const gr = hr * 0.27;
      g += `<g fill="none" stroke="${featureC}" stroke-width="5"><circle cx="${f1(cx - hr * 0.38)}" cy="${f1(eyeY)}" r="${f1(gr)}"/><circle cx="${f1(cx + hr * 0.38)}" cy="${f1(eyeY)}" r="${f1(gr)}"/><path d="M${f1(cx - hr * 0.38 + gr)} ${f1(eyeY)}Q${f1(cx)} ${f1(eyeY - 10)} ${f1(cx + hr * 0.38 - gr)} ${f1(eyeY)}"/></g>`;
    } else {
      g += `<g fill="none" stroke="${featureC}" stroke-width="5" stroke-linecap="round"><path d="M${f1(cx - hr * 0.55)} ${f1(eyeY)}q${f1(hr * 0.17)} 10 ${f1(hr * 0.34)} 0"/><path d="M${f1(cx + hr * 0.21)} ${f1(eyeY)}q${f1(hr * 0.17)} 10 ${f1(hr * 0.34)} 0"/></g>`;
    }
  } else if (rng.chance(0.5)) {
    const ex = cx + facing * hr * 0.6;
    g += `<path d="M${f1(ex - 14)} ${f1(eyeY)}q14 9 28 0" fill="none" stroke="${featureC}" stroke-width="5" stroke-linecap="round"/>`;
  }
  svg.add(`<g filter="${cut}">${g}</g>`);
  return svg.toString();
}

// ---------------------------------------------------------------------------
// Video: a dusk over the lake, a rowing boat crossing (640x360, 6 s, 25 fps)

const VW = 640;
const VH = 360;
const FPS = 25;
const SECONDS = 6;

function videoFrameSvg(frame: number): string {
  const t = frame / (FPS * SECONDS);
  const rng = new Rng('video-static');
  const noise = makeNoise1D(rng);
  const svg = new Svg(VW, VH);
  const horizon = 205;
  svg.add(
    `<rect width="${VW}" height="${VH}" fill="${svg.linear([
      [0, '#2b2f4a'],
      [0.35, '#8a5a6e'],
      [0.55, '#f0a36b'],
    ])}"/>`,
  );
  // sun sinking slowly
  const sy = 150 + t * 22;
  svg.add(`<circle cx="420" cy="${f1(sy)}" r="70" fill="#ffcf8a" opacity="0.45" filter="${svg.blur(22)}"/>`);
  svg.add(`<circle cx="420" cy="${f1(sy)}" r="24" fill="#ffe2b0"/>`);
  // drifting clouds
  let clouds = '';
  for (let i = 0; i < 6; i++) {
    const x = ((rng.range(0, VW + 300) + t * rng.range(20, 60)) % (VW + 300)) - 150;
    clouds += `<ellipse cx="${f1(x)}" cy="${f1(rng.range(30, 150))}" rx="${f1(rng.range(60, 140))}" ry="${f1(rng.range(4, 10))}" fill="${rng.pick(['#f7c59f', '#c98a8f', '#e8a07a'])}" opacity="0.6"/>`;
  }
  svg.add(`<g filter="${svg.blur(3)}">${clouds}</g>`);
  // hills of the Garrotxa behind the lake
  const hills =
    `<path d="${ridge(noise, VW, horizon - 38, 22, 3, 0, horizon + 1)}" fill="#6d5470"/>` +
    `<path d="${ridge(noise, VW, horizon - 16, 14, 5, 20, horizon + 1)}" fill="#40344d"/>` +
    `<path d="${ridge(noise, VW, horizon - 4, 5, 9, 40, horizon + 1)}" fill="#2a2335"/>`;
  svg.add(hills);
  // water
  svg.add(
    `<rect y="${horizon}" width="${VW}" height="${VH - horizon}" fill="${svg.linear([
      [0, '#c98a72'],
      [0.4, '#6e4f66'],
      [1, '#2a2740'],
    ])}"/>`,
  );
  svg.add(`<g opacity="0.35" filter="${svg.blur(2.5)}" transform="translate(0 ${2 * horizon}) scale(1 -1)">${hills}</g>`);
  // sun glitter: phase-animated dashes
  let glitter = '';
  const grng = new Rng('video-glitter');
  for (let i = 0; i < 60; i++) {
    const depth = Math.pow(grng.next(), 1.3);
    const y = horizon + 3 + depth * (VH - horizon - 3);
    const phase = grng.range(0, Math.PI * 2);
    const speed = grng.int(1, 3);
    const a = 0.5 + 0.5 * Math.sin(phase + t * Math.PI * 2 * speed);
    const half = (6 + depth * 40) * (0.4 + a);
    const x = 420 + grng.gauss() * (12 + depth * 50) + Math.sin(phase + t * Math.PI * 2) * 4;
    glitter += `<rect x="${f1(x - half)}" y="${f1(y)}" width="${f1(half * 2)}" height="${f1(1 + depth * 2.5)}" opacity="${f2(a * 0.85)}"/>`;
  }
  svg.add(`<g fill="#ffd9a0">${glitter}</g>`);
  // ripple lines moving toward the viewer
  let ripples = '';
  const rrng = new Rng('video-ripples');
  for (let i = 0; i < 40; i++) {
    const base = rrng.next();
    const depth = (base + t * rrng.range(0.05, 0.15)) % 1;
    const y = horizon + 4 + Math.pow(depth, 1.5) * (VH - horizon);
    const x = rrng.range(-40, VW) + Math.sin(t * Math.PI * 2 + base * 9) * 8;
    const len = (20 + depth * 140) * rrng.range(0.5, 1.2);
    ripples += `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x + len)}" y2="${f1(y)}" stroke-width="${f1(0.8 + depth * 2)}" opacity="${f2((0.15 + 0.35 * depth) * Math.sin(Math.PI * depth))}"/>`;
  }
  svg.add(`<g stroke="#f4c9a6" stroke-linecap="round">${ripples}</g>`);
  // rowing boat crossing (Banyoles has a rowing tradition)
  const bx = -60 + t * (VW + 120) * 0.8 + 40;
  const by = 262;
  const stroke = Math.sin(t * Math.PI * 2 * 5);
  const oar = 18 * stroke;
  svg.add(
    `<g fill="#1c1826" stroke="#1c1826" stroke-linecap="round">` +
      `<path d="M${f1(bx - 44)} ${by}L${f1(bx + 48)} ${by}L${f1(bx + 40)} ${by + 4}L${f1(bx - 40)} ${by + 4}Z"/>` +
      `<circle cx="${f1(bx - 2 + stroke * 2)}" cy="${by - 16}" r="4.5"/>` +
      `<path d="M${f1(bx - 2 + stroke * 2)} ${by - 12}L${f1(bx - 4)} ${by - 1}" stroke-width="5" fill="none"/>` +
      `<path d="M${f1(bx)} ${by - 8}L${f1(bx - 24 - oar)} ${by + 6}" stroke-width="1.6" fill="none"/>` +
      `<path d="M${f1(bx)} ${by - 8}L${f1(bx + 22 - oar)} ${by + 5}" stroke-width="1.6" fill="none" opacity="0.7"/>` +
      `</g>`,
  );
  // wake
  svg.add(`<path d="M${f1(bx - 44)} ${by + 6}L${f1(bx - 200)} ${by + 14}M${f1(bx - 44)} ${by + 5}L${f1(bx - 190)} ${by + 1}" stroke="#f4c9a6" stroke-width="1" opacity="0.35" fill="none"/>`);
  // reeds in the foreground, swaying
  let reeds = '';
  const reedRng = new Rng('video-reeds');
  for (let i = 0; i < 34; i++) {
    const x = reedRng.range(-10, 150);
    const top = VH - reedRng.range(50, 150);
    const sway = Math.sin(t * Math.PI * 2 + reedRng.range(0, 6)) * 6 + reedRng.range(-20, 20);
    reeds += `<path d="M${f1(x)} ${VH}Q${f1(x + sway * 0.3)} ${f1((VH + top) / 2)} ${f1(x + sway)} ${f1(top)}" stroke-width="${f1(reedRng.range(1.5, 3.5))}"/>`;
    if (reedRng.chance(0.3)) reeds += `<ellipse cx="${f1(x + sway * 0.95)}" cy="${f1(top + 12)}" rx="2.8" ry="11" fill="#120f18"/>`;
  }
  svg.add(`<g stroke="#120f18" fill="none" stroke-linecap="round">${reeds}</g>`);
  svg.vignette(0.3);
  return svg.toString();
}

function hasFfmpeg(): boolean {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return r.status === 0;
}

async function makeVideo(): Promise<void> {
  const mp4 = path.join(MEDIA, 'estany.mp4');
  const webm = path.join(MEDIA, 'estany.webm');
  if (!FORCE && existsSync(mp4) && existsSync(webm)) return;
  if (!hasFfmpeg()) {
    console.warn('ffmpeg not found: skipping estany.mp4 / estany.webm');
    return;
  }
  const ff = spawn(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VW}x${VH}`, '-r', String(FPS), '-i', '-',
      '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-pix_fmt', 'yuv420p',
      '-threads', '1', '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', mp4,
      '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-row-mt', '1', '-deadline', 'good',
      '-pix_fmt', 'yuv420p', '-map_metadata', '-1', '-fflags', '+bitexact', webm,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let i = 0; i < FPS * SECONDS; i++) {
    const raw = await sharp(Buffer.from(videoFrameSvg(i))).removeAlpha().raw().toBuffer();
    if (!ff.stdin.write(raw)) await new Promise<void>((r) => ff.stdin.once('drain', () => r()));
  }
  ff.stdin.end();
  await done;
  console.info('wrote estany.mp4, estany.webm');
}

// ---------------------------------------------------------------------------
// Brand: logo, mark, placeholder, icons

const LAKE = '#1f4f57';
const CREAM = '#f3ead8';
const INK = '#1c2b2d';

function markSvg(withBackground = true): string {
  // A drop falling into the lake and the rings it leaves.
  const bg = withBackground ? `<circle cx="256" cy="256" r="248" fill="${LAKE}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<title>Estany</title>${bg}` +
    `<g fill="none" stroke="${CREAM}" stroke-linecap="round">` +
    `<ellipse cx="256" cy="318" rx="62" ry="19" stroke-width="20"/>` +
    `<ellipse cx="256" cy="318" rx="130" ry="42" stroke-width="15" opacity="0.8"/>` +
    `<path d="M58 318a198 64 0 0 0 396 0" stroke-width="11" opacity="0.55"/>` +
    `<path d="M92 290a164 54 0 0 1 328 0" stroke-width="11" opacity="0.55"/>` +
    `</g>` +
    `<path d="M256 96C256 96 220 152 220 178a36 36 0 0 0 72 0C292 152 256 96 256 96Z" fill="${CREAM}"/>` +
    `</svg>\n`
  );
}

function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="580" height="200" viewBox="0 0 580 200">` +
    `<title>Revista Estany</title>` +
    `<g transform="translate(16 20) scale(0.3125)">` +
    `<circle cx="256" cy="256" r="248" fill="${LAKE}"/>` +
    `<g fill="none" stroke="${CREAM}" stroke-linecap="round">` +
    `<ellipse cx="256" cy="318" rx="62" ry="19" stroke-width="20"/>` +
    `<ellipse cx="256" cy="318" rx="130" ry="42" stroke-width="15" opacity="0.8"/>` +
    `<path d="M58 318a198 64 0 0 0 396 0" stroke-width="11" opacity="0.55"/>` +
    `<path d="M92 290a164 54 0 0 1 328 0" stroke-width="11" opacity="0.55"/>` +
    `</g>` +
    `<path d="M256 96C256 96 220 152 220 178a36 36 0 0 0 72 0C292 152 256 96 256 96Z" fill="${CREAM}"/>` +
    `</g>` +
    `<text x="200" y="132" font-family="'Source Serif 4', 'Source Serif Pro', Georgia, 'Times New Roman', serif" font-size="116" font-weight="600" letter-spacing="1" fill="${INK}">Estany</text>` +
    `</svg>\n`
  );
}

function placeholderSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="1200" height="800" fill="#ece8e2"/>` +
    `<g transform="translate(540 340)" fill="none" stroke="#c7c0b6" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">` +
    `<rect x="0" y="0" width="120" height="96" rx="10"/>` +
    `<circle cx="84" cy="30" r="11"/>` +
    `<path d="M8 84l34-36 24 24 14-14 32 26"/>` +
    `</g></svg>\n`
  );
}

/** ICO with PNG payloads (Vista+ format). */
function buildIco(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const dir = Buffer.alloc(16 * pngs.length);
  let offset = 6 + dir.length;
  pngs.forEach(({ size, data }, i) => {
    const o = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, o);
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1);
    dir.writeUInt8(0, o + 2);
    dir.writeUInt8(0, o + 3);
    dir.writeUInt16LE(1, o + 4);
    dir.writeUInt16LE(32, o + 6);
    dir.writeUInt32LE(data.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += data.length;
  });
  return Buffer.concat([header, dir, ...pngs.map((p) => p.data)]);
}

/** ICNS with PNG payloads (ic07 128, ic08 256, ic09 512, ic10 1024). */
function buildIcns(entries: { type: string; data: Buffer }[]): Buffer {
  const chunks = entries.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

async function makeBrand(): Promise<void> {
  const write = (file: string, content: string | Buffer): void => {
    if (!FORCE && existsSync(file)) return;
    writeFileSync(file, content);
    console.info(`wrote ${path.relative(ROOT, file)}`);
  };
  write(path.join(RES, 'logo.svg'), logoSvg());
  write(path.join(RES, 'logo-mark.svg'), markSvg());
  write(path.join(RES, 'placeholder-image.svg'), placeholderSvg());
  mkdirSync(ICONS, { recursive: true });
  const png = (size: number): Promise<Buffer> =>
    sharp(Buffer.from(markSvg()), { density: Math.max(72, (72 * size) / 512) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  const targets: [string, () => Promise<Buffer>][] = [
    ['icon.png', () => png(512)],
    ['icon-256.png', () => png(256)],
    ['icon.ico', async () => buildIco(await Promise.all([16, 24, 32, 48, 64, 128, 256].map(async (s) => ({ size: s, data: await png(s) }))))],
    [
      'icon.icns',
      async () =>
        buildIcns([
          { type: 'ic07', data: await png(128) },
          { type: 'ic08', data: await png(256) },
          { type: 'ic09', data: await png(512) },
          { type: 'ic10', data: await png(1024) },
        ]),
    ],
  ];
  for (const [name, make] of targets) {
    const file = path.join(ICONS, name);
    if (!FORCE && existsSync(file)) continue;
    write(file, await make());
  }
}

// ---------------------------------------------------------------------------
// Driver

interface Job {
  kind: string;
  file: string;
  svg: () => string;
  /** amplitude of the paper/canvas grain laid over the picture (0 = none) */
  grain: number;
}

const grainCache = new Map<string, Promise<Buffer>>();

/** Mid-grey noise, soft-light blended over a picture: reads as paper or canvas tooth. */
function grainTexture(w: number, h: number, amp: number): Promise<Buffer> {
  const key = `${w}x${h}@${amp}`;
  let p = grainCache.get(key);
  if (!p) {
    const rng = new Rng(`grain-${key}`);
    const px = Buffer.alloc(w * h);
    for (let i = 0; i < px.length; i++) px[i] = 128 + Math.round((rng.next() + rng.next() - 1) * amp);
    p = sharp(px, { raw: { width: w, height: h, channels: 1 } })
      .blur(0.6)
      .toColourspace('srgb')
      .png({ compressionLevel: 1 })
      .toBuffer();
    grainCache.set(key, p);
  }
  return p;
}

async function render(job: Job): Promise<Buffer> {
  const img = sharp(Buffer.from(job.svg())).flatten({ background: '#ffffff' });
  if (job.grain > 0) {
    const { width = 0, height = 0 } = await img.metadata();
    const base = await img.png({ compressionLevel: 0 }).toBuffer();
    return sharp(base)
      .composite([{ input: await grainTexture(width, height, job.grain), blend: 'soft-light' }])
      .jpeg(JPEG)
      .toBuffer();
  }
  return img.jpeg(JPEG).toBuffer();
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function jobs(): Job[] {
  const out: Job[] = [];
  for (let i = 0; i <= 48; i++) out.push({ kind: 'cover', file: `cover-${pad2(i)}.jpg`, svg: () => coverSvg(i), grain: 40 });
  for (let i = 1; i <= 72; i++) out.push({ kind: 'card', file: `card-${pad2(i)}.jpg`, svg: () => sceneSvg('card', i, 1200, 800), grain: 30 });
  for (let i = 1; i <= 24; i++) {
    // every fourth figure is portrait
    const portrait = i % 4 === 0;
    out.push({
      kind: 'figure',
      file: `figure-${pad2(i)}.jpg`,
      svg: () => sceneSvg('figure', i, portrait ? 1000 : 1600, portrait ? 1400 : 1000),
      grain: 30,
    });
  }
  for (let i = 1; i <= 24; i++) out.push({ kind: 'author', file: `author-${pad2(i)}.jpg`, svg: () => authorSvg(i), grain: 24 });
  return out;
}

async function main(): Promise<void> {
  mkdirSync(MEDIA, { recursive: true });
  const todo = jobs().filter(
    (j) => wants(j.kind) && (!MATCH || MATCH.test(j.file)) && (FORCE || !existsSync(path.join(MEDIA, j.file))),
  );
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const job = todo[next++];
      if (!job) break;
      const buf = await render(job);
      writeFileSync(path.join(MEDIA, job.file), buf);
      console.info(`wrote ${job.file} (${Math.round(buf.length / 1024)} KB)`);
    }
  };
  await Promise.all([worker(), worker()]);
  if (wants('video')) await makeVideo();
  if (wants('brand')) await makeBrand();
  const total = readdirSync(MEDIA).reduce((sum, f) => sum + statSync(path.join(MEDIA, f)).size, 0);
  console.info(`resources/media: ${(total / 1024 / 1024).toFixed(1)} MB`);
}

export { authorSvg, coverSvg, sceneSvg, videoFrameSvg };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
