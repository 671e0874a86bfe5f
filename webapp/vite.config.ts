// Vite build, dev server and Vitest configuration of the public web app.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vitest/config';

// Where `npm run dev` forwards API, sitemap, robots, upload and demo-image requests: the api started by
// `infra/bonus up` unless BONUS_API_URL says otherwise.
const apiTarget = process.env.BONUS_API_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/sitemap.xml', '/robots.txt', '/uploads', '/images'];

// Vite moves the entry script into <head>. The api replaces <!--initial-data--> in <body> with
// the embedded data, and the agreed order is "data first, then the app", so the built entry
// script is put back right after that marker.
function entryAfterInitialData(): Plugin {
  return {
    name: 'entry-after-initial-data',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = html.match(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/);
        if (!entry || !html.includes('<!--initial-data-->')) return html;
        return html
          .replace(entry[0], '')
          .replace('<!--initial-data-->', `<!--initial-data-->\n    ${entry[0].trim()}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), entryAfterInitialData()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2020',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
