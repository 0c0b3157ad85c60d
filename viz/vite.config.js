import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The FastAPI server (`kg serve`) serves the built files from kg_server/static/viz at /static/viz/
// and returns index.html for /viz/{session_id} after replacing __KG_CONFIG__ with the page config.
export default defineConfig({
  base: '/static/viz/',
  resolve: {
    // three-render-objects imports the WebGPU renderer, which the viewer never uses (about 700 kB).
    alias: [{ find: /^three\/webgpu$/, replacement: fileURLToPath(new URL('./src/no-webgpu.js', import.meta.url)) }],
  },
  server: {
    // `npm run dev`: open /static/viz/?session=<id>; API calls go to a running `kg serve`.
    proxy: { '/api': process.env.KG_SERVE_URL || 'http://127.0.0.1:8000' },
  },
  build: {
    outDir: '../kg_server/static/viz',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // One JS chunk: the viewer is a single page with no lazy routes.
        inlineDynamicImports: true,
      },
    },
  },
});
