import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: built into dist/renderer, served by the Express server (and by the desktop app).
// With --ssr (scripts/build-node.mjs) the same renderer's server entry is built into dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
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
        // .vite/manifest.json: the server names each screen's lazy chunk in the page's HTML (server/seo/routeAssets.ts).
        manifest: true,
        rollupOptions: {
          // jsPDF's optional html() and SVG features load these on demand; the PDF is drawn as text
          // with jsPDF's own API, so they are never fetched and need not be built.
          external: ['html2canvas', 'canvg', 'dompurify'],
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/placeholder-image.svg': 'http://localhost:3000' },
  },
}));
