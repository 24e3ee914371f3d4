import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isTimeZone } from './common/zonedTime.js';

/**
 * The page arrives drawn by the server; its JavaScript only hydrates it. Asked at low priority,
 * the code waits behind the page's image and fonts instead of delaying the first paint (issue 19).
 */
const codeAfterContent: Plugin = {
  name: 'code-after-content',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
        .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
  },
};

/**
 * `npm run dev` serves the page itself, not the server: it names the magazine's clock as the
 * server's pages do (server/seo/meta.ts), from the same MAGAZINE_TIME_ZONE, or the browser would
 * draw dates on the default zone whatever the server was started with.
 */
const magazineClockInDev: Plugin = {
  name: 'magazine-clock-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) => {
    const zone = process.env.MAGAZINE_TIME_ZONE;
    return zone && isTimeZone(zone) ? html.replace(/<html\b([^>]*)>/i, `<html$1 data-time-zone="${zone}">`) : html;
  },
};

// The renderer: built into dist/renderer, served by the Express server (and by the desktop app).
// With --ssr (scripts/build-node.mjs) the same renderer's server entry is built into dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react(), codeAfterContent, magazineClockInDev],
  // The server entry runs React's production build whatever NODE_ENV the server has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // The server entry brings React and every other package it uses: the desktop package leaves
  // the renderer's packages out of node_modules.
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, target: 'node20', sourcemap: false, minify: false, copyPublicDir: false }
    : {
        outDir: '../dist/renderer',
        // Tabs opened before a deploy still lazy-load their chunks after it: the previous build's
        // assets stay (scripts/build-node.mjs removes those of older builds).
        emptyOutDir: false,
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 2048,
        // .vite/manifest.json: the server names each screen's lazy chunk in the page's HTML (server/web/manifestAssets.ts).
        manifest: true,
        rollupOptions: {
          // jsPDF's optional html() and SVG features load these on demand; the PDF is drawn as text
          // with jsPDF's own API, so they are never fetched and need not be built.
          external: ['html2canvas', 'canvg', 'dompurify'],
          // What the entry imports statically, every page loads: one file with the entry. Left to
          // itself, Rolldown split out each module the lazy screens share with it (React, the
          // query client, the address book: six files), each with ~0.9 KB of headers and a request
          // of its own, which took reader pages past issue 3's 120 KB (121.6 → 111.4 KB).
          output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
        },
      },
  // The desk's printed-pages preview runs the PDF engine in a module worker (jsPDF's own optional
  // imports split it into chunks, which only the ES format allows).
  worker: { format: 'es', rollupOptions: { external: ['html2canvas', 'canvg', 'dompurify'] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/placeholder-image.svg': 'http://localhost:3000' },
  },
}));
