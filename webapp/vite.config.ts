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

// V8 compiles a function when it is first called, on the main thread. The app's start calls most
// of what its chunk holds (React DOM, the router, the pages), so on a phone that compiling was a
// good part of the main thread's work after the first paint (Lighthouse's total blocking time,
// docs/first-paint.md). This magic comment at the top of a script asks V8 (Chrome 136 and later)
// to compile all its functions at once, while the script streams in, off the main thread
// (https://v8.dev/blog/explicit-compile-hints); other browsers ignore it. It goes on the app's
// chunk (src/main.tsx) only: the bundle budget has no room for more.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHintForTheApp(): Plugin {
  return {
    name: 'compile-hint-for-the-app',
    apply: 'build',
    enforce: 'post',
    // After Vite has put its preload list (__vite__mapDeps) at the top: the comment comes first.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/main.tsx')) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), entryAfterInitialData(), compileHintForTheApp()],
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
