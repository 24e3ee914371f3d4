/** The pure pieces of the SEO layer: JSON-LD that cannot end its script, image sizes read from headers, feed bodies' alt text. */
import { describe, expect, it } from 'vitest';
import { bodyHtml } from '../../server/seo/bodyHtml.js';
import { imageSizeOf } from '../../server/seo/imageSize.js';
import { jsonForScript } from '../../common/seo/jsonLd.js';
import type { PageMeta } from '../../common/seo/pageMeta.js';
import { parseTemplate, renderPage } from '../../server/seo/meta.js';

describe('jsonForScript', () => {
  it('writes no <, > or & and no line separators, and parses back to the same value', () => {
    const value = { name: '</script><!-- "x" & y\u2028z\u2029', list: ['<b>'] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('imageSizeOf', () => {
  it('reads PNG, GIF, WebP (VP8X) and SVG sizes from their headers', () => {
    const png = Buffer.alloc(32);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSizeOf(png)).toEqual({ width: 640, height: 480, type: 'image/png' });

    const gif = Buffer.alloc(32);
    gif.write('GIF89a', 0, 'ascii');
    gif.writeUInt16LE(300, 6);
    gif.writeUInt16LE(200, 8);
    expect(imageSizeOf(gif)).toEqual({ width: 300, height: 200, type: 'image/gif' });

    const webp = Buffer.alloc(32);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(1199, 24, 3);
    webp.writeUIntLE(629, 27, 3);
    expect(imageSizeOf(webp)).toEqual({ width: 1200, height: 630, type: 'image/webp' });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 200"><title>Logo</title></svg>');
    expect(imageSizeOf(svg)).toEqual({ width: 720, height: 200, type: 'image/svg+xml' });
  });

  it('returns null for what is not an image it can read', () => {
    expect(imageSizeOf(Buffer.from('plain text, long enough to be looked at'))).toBeNull();
    expect(imageSizeOf(Buffer.alloc(10))).toBeNull();
  });
});

describe('renderPage', () => {
  const meta: PageMeta = {
    status: 200,
    title: 'A "b" — Revista Estany',
    heading: 'A "b"',
    description: 'Desc <i>',
    canonical: 'https://x.example/a',
    ogType: 'website',
    feeds: [],
  };

  it('replaces the template title and description and keeps the rest of index.html', () => {
    const template = parseTemplate(
      '<!doctype html><html><head><title>Old</title><meta name="description" content="old"><link rel="stylesheet" href="/a.css"></head><body><div id="root"></div><script src="/m.js"></script></body></html>',
    );
    const html = renderPage(template, meta);
    expect(html).toContain('<html lang="ca">');
    expect(html).not.toContain('<title>Old</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<title>A &quot;b&quot; — Revista Estany</title>');
    expect(html).toContain('<meta name="description" content="Desc &lt;i&gt;">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/a.css">[\s\S]*<\/head><body>\s*<div id="root"><\/div><script src="\/m.js">/);
  });

  it('puts the drawn page in the root and its data in a script that cannot run or close early', () => {
    const template = parseTemplate('<html><head></head><body><div id="root"></div><script src="/m.js"></script></body></html>');
    const html = renderPage(template, meta, { html: '<main><h1>Hola</h1></main>', state: { text: '</script><script>alert(1)</script>' } });
    expect(html).toContain('<div id="root"><main><h1>Hola</h1></main></div>');
    expect(html).toMatch(/<script type="application\/json" id="server-state">\{"text":"\\u003c\/script\\u003e[^<]*<\/script>\s*<script src="\/m.js">/);
  });

  it('refuses a template without a root element', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
  });
});

describe('bodyHtml (feeds)', () => {
  it('describes an image as the reader’s page does: the library’s alt text, else the caption, else the article', () => {
    const html = bodyHtml(
      [
        { type: 'paragraph', content: 'Primer.', image: { name: 'a.jpg', alt: 'Un pont de pedra' } },
        { type: 'paragraph', content: 'Segon.', image: { name: 'b.jpg' } },
        { type: 'image', name: 'c.jpg', content: 'El riu <em>Fluvià</em>' },
        { type: 'image', name: 'd.jpg' },
      ],
      'https://revista.example',
      'Les pedres',
    );
    expect([...html.matchAll(/alt="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'Un pont de pedra',
      'Imatge de l’article «Les pedres»',
      'El riu Fluvià',
      'Imatge de l’article «Les pedres»',
    ]);
  });
});
