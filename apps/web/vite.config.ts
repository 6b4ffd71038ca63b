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
    // antd alone is larger than Vite's default warning threshold.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The SQL editor (~145 KiB gzip) is imported lazily by the node model screens only; its
            // own group keeps it out of the vendor chunk that every page loads.
            {
              name: 'codemirror',
              test: /node_modules[\\/](@codemirror|@uiw|@lezer|codemirror|crelt|style-mod|w3c-keyname)[\\/]/,
              // Below react and antd: a group also takes the dependencies its modules pull in.
              priority: 1.5,
            },
            {
              // The Power BI client, imported lazily by the Power BI report view only.
              name: 'powerbi',
              test: /node_modules[\\/](powerbi-client|powerbi-client-react|powerbi-models|powerbi-router|http-post-message|window-post-message-proxy|lodash\.isequal)[\\/]/,
              priority: 1.5,
            },
            {
              // Vega-Lite and what it draws with, imported lazily by the dashboards' chart tiles only.
              name: 'vega',
              test: /node_modules[\\/](vega[^\\/]*|d3-[^\\/]+|delaunator|robust-predicates|internmap|topojson-client|json-stringify-pretty-compact|fast-json-patch)[\\/]/,
              priority: 1.5,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
