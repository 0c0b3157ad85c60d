import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { outDir } from './vite-out.js';
import { viewerBody } from './vite-viewer-body.js';
import { viteSingleFile } from 'vite-plugin-singlefile';

// The viewer as an MCP App (app.html): one self-contained HTML file, scripts and styles inlined, that
// `kg mcp` serves as the resource ui://kg-server/viewer.html. The host renders it in a sandboxed
// iframe that may fetch nothing, so nothing may be left outside the file.
export default defineConfig({
  base: './',
  resolve: {
    alias: [{ find: /^three\/webgpu$/, replacement: fileURLToPath(new URL('./src/no-webgpu.js', import.meta.url)) }],
  },
  plugins: [viewerBody(), viteSingleFile()],
  build: {
    outDir: outDir('app'),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    modulePreload: { polyfill: false },
    rollupOptions: { input: fileURLToPath(new URL('./app.html', import.meta.url)) },
  },
});
