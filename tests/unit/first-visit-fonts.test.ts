/**
 * A reader's first visit is drawn without the web fonts, and the boot script caches them for the
 * next (server/web/fontFaces.ts, server/http/fontsCookie.ts).
 */
import { describe, expect, it } from 'vitest';
import { hasFontsCookie, readerCookies } from '../../server/http/fontsCookie.js';
import { coreFontFiles, withoutFontFaces, withoutFontPreloads } from '../../server/web/fontFaces.js';

const CSS =
  '@font-face{font-family:"Source Serif 4";font-display:optional;src:url(/assets/source-serif-4-core-400-normal-A1.woff2)format("woff2")}' +
  '@font-face{font-family:"Source Serif 4";font-display:optional;src:url(/assets/source-serif-4-latin-400-normal-B2.woff2)format("woff2")}' +
  '@font-face{font-family:Inter;font-display:optional;src:url(/assets/inter-core-600-normal-C3.woff2)format("woff2")}' +
  ':root{--font-text:"Source Serif 4",Georgia,serif}body{font-family:var(--font-text)}';

describe('a first visit without the web fonts', () => {
  it('keeps every style but the @font-face rules', () => {
    expect(withoutFontFaces(CSS)).toBe(':root{--font-text:"Source Serif 4",Georgia,serif}body{font-family:var(--font-text)}');
  });

  it('names the core file of each face for the boot script to cache, not the rarer letters', () => {
    expect(coreFontFiles(CSS)).toEqual(['/assets/source-serif-4-core-400-normal-A1.woff2', '/assets/inter-core-600-normal-C3.woff2']);
  });

  it('drops the font preloads and keeps the other links', () => {
    const head =
      '<link rel="preload" href="/assets/source-serif-4-core-600-normal-X.woff2" as="font" type="font/woff2" crossorigin />\n' +
      '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    expect(withoutFontPreloads(head)).toBe('\n    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });
});

describe('the fonts cookie', () => {
  it('is found among other cookies, and only with its value', () => {
    expect(hasFontsCookie('fonts=1')).toBe(true);
    expect(hasFontsCookie('sessio=abc; fonts=1')).toBe(true);
    expect(hasFontsCookie('fonts=0')).toBe(false);
    expect(hasFontsCookie('myfonts=1')).toBe(false);
    expect(hasFontsCookie(undefined)).toBe(false);
  });

  it('alone leaves a reader anonymous; any other cookie does not', () => {
    expect(readerCookies(undefined)).toBe('none');
    expect(readerCookies('fonts=1')).toBe('fonts');
    expect(readerCookies('fonts=1; sessio=abc')).toBe('other');
    expect(readerCookies('sessio=abc')).toBe('other');
  });
});
