import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { outDir } from './vite-out.js';
import { viewerBody } from './vite-viewer-body.js';

// Two pages, built into kg_server/static/viz and served by `kg serve` as Jinja2 templates: the viewer
// (index.html, at /viz/{session_id}, its config rendered into <script id="kg-config">) and the start
// page (landing.html, at /). They share the API client (src/api.js) as a common chunk.
export default defineConfig({
  base: '/static/viz/',
  plugins: [viewerBody()],
  resolve: {
    // three-render-objects imports the WebGPU renderer, which the viewer never uses (about 700 kB).
    alias: [{ find: /^three\/webgpu$/, replacement: fileURLToPath(new URL('./src/no-webgpu.js', import.meta.url)) }],
  },
  server: {
    // `npm run dev`: open /static/viz/?session=<id>; API calls go to a running `kg serve`.
    proxy: { '/api': process.env.KG_SERVE_URL || 'http://127.0.0.1:8000' },
  },
  build: {
    outDir: outDir('viz'),
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
      },
      // three.js and 3d-force-graph in one chunk of their own, shared by the viewer and the start
      // page's map (which loads it after the page is up).
      output: { manualChunks: (id) => (id.includes('/node_modules/') ? 'graph3d' : undefined) },
    },
  },
  test: {
    include: ['test/**/*.test.js'],
    environment: 'node',
  },
});
