import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: built into dist/renderer, served by the Express server (and by the desktop app).
export default defineConfig({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
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
});
