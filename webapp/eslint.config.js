// The web app's import boundaries (bulletproof-react): a feature never imports another feature
// or the app; shared code (components, hooks, lib, stores) never imports a feature or the app.
// Code flows shared -> features -> app only. Tests and the test support in src/testing may
// reach across, as they assemble the app. `npm run lint` runs it, and so does the test suite
// (webapp_lint). The browser tests (e2e/) are checked for names used but never defined or
// imported, which only a run would find otherwise.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'hooks', 'lib', 'stores'];
const TESTS = ['src/**/*.test.{ts,tsx}'];
// What Node and the pages (inside page.evaluate) provide to the browser tests.
const E2E_GLOBALS = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
    'performance', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'getComputedStyle', 'PerformanceObserver']
    .map((name) => [name, 'readonly']),
);

// Another feature, by alias or by a relative path that climbs out of this one.
function otherFeatures(own) {
  const others = features.filter((f) => f !== own);
  return [
    { group: others.map((f) => `@/features/${f}/**`), message: 'Features never import each other: move shared code to src/components, src/lib or src/hooks.' },
    { regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message: 'Features never import each other: move shared code to src/components, src/lib or src/hooks.' },
    { group: ['@/app/**', '**/app/**'], message: 'A feature never imports the app: the app imports features.' },
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'scripts/**', '*.config.*'] },
  {
    files: ['e2e/**/*.mjs'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: E2E_GLOBALS },
    rules: { 'no-undef': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: otherFeatures(feature) }] },
  })),
  {
    files: SHARED.map((dir) => `src/${dir}/**/*.{ts,tsx}`),
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'Shared code never imports a feature or the app.' },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'Shared code never imports a feature or the app.' },
          ],
        },
      ],
    },
  },
);
