/**
 * The Chromium the browser tests, the benches and the docs' screenshots launch (Playwright cannot
 * download its own here), and the flags they launch it with. `CHROMIUM_PATH` overrides both
 * defaults.
 */
import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`): the whole browser, in its headless mode. */
const BROWSER = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same engine (Blink, V8, Skia) and version without the
 * browser's windowing layer, the shell Playwright itself runs headless tests in. Each page starts
 * in about half the time (a new page 170–200 ms against 350–650 ms on CI's two cores), which the
 * browser tier, with a fresh context per test, pays hundreds of times (docs/development.md,
 * «What a run costs»).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What the browser tests run in: the headless shell when it is installed, else the browser. */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER);

/**
 * The whole browser: what the benches and the docs' screenshots run in (the recorded figures of
 * docs/performance.md are its timings; Lighthouse needs its headless mode), and the tests that
 * need what only the browser has, such as a touch screen's back gesture.
 */
export const CHROMIUM_BROWSER = process.env.CHROMIUM_PATH ?? BROWSER;

/** No sandbox (CI runs as root), no GPU, and none of the browser's own calls to the network. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
