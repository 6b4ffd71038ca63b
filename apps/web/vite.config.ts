import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards everything the server owns, so the app runs on one origin and the
// session and CSRF cookies behave as they do in production.
const server = 'http://127.0.0.1:8080';
const proxied = ['/api', '/authorization', '/appSettings.json', '/healthz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Vega alone is larger than Vite's default warning threshold.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Only React has a chunk of its own (it changes least and every page needs it). The other
        // libraries are left to the bundler, which splits them by the routes that import them: the
        // sign-in page and the shell do not load the components only other pages use (one antd chunk
        // was 323 KiB gzip on every page), and the editor, Vega and Power BI, imported lazily, stay
        // in their routes' chunks. A named group would also take the shared modules its libraries
        // import, pulling them into every page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
