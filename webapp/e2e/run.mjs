#!/usr/bin/env node
// End-to-end tests of the public web app against the real stack: a private Postgres database
// and Kafka topic prefix, the real bonus-worker (create-topics, migrate, run, seed) and
// bonus-api serving webapp/dist, driven by Debian's Chromium through playwright-core.
//
// Usage: node e2e/run.mjs [--no-build]   (from webapp/, or `npm run e2e`; --no-build still builds
// when there is no dist/)
// Environment: BONUS_TEST_PG_URL, BONUS_KAFKA_BROKERS, BONUS_KAFKA_LIBS (optional, to delete
// the private topics afterwards), BONUS_BUILD_DIR, CHROMIUM, E2E_ARTIFACTS, E2E_ONLY, E2E_SEED_ARGS
// and E2E_CATALOGUE_COMMENTS (scenarios/admin-catalogue.mjs). With E2E_BASE_URL
// the scenarios run against a stack that is already up (e.g. `infra/bonus up`) instead: note
// that they post a comment there.
// Screenshots and the binaries' logs go to <repo>/test-artifacts/webapp-e2e/. The last line
// printed is "N passed, M failed"; the exit status is non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { expect, expectGone, expectVisible, MOBILE, NO_SPLASH, shot, withQuery } from './checks.mjs';
import { adminScenarios } from './scenarios/admin.mjs';
import { blogScenarios as adminBlogScenarios } from './scenarios/admin-blog.mjs';
import { casinoBadgeScenarios } from './scenarios/admin-casino-badge.mjs';
import { textScenarios } from './scenarios/admin-texts.mjs';
import { blogScenarios } from './scenarios/blog.mjs';
import { casinosScenarios } from './scenarios/casinos.mjs';
import { homeScenarios } from './scenarios/home.mjs';
import { layoutShiftScenarios } from './scenarios/layout-shift.mjs';
import { firstScreenScenarios } from './scenarios/first-screen.mjs';
import { promotionsScenarios } from './scenarios/promotions.mjs';
import { shellScenarios } from './scenarios/shell.mjs';
import { statsScenarios } from './scenarios/admin-stats.mjs';
import { securityKeyScenarios } from './scenarios/admin-security-keys.mjs';
import { catalogueScenarios } from './scenarios/admin-catalogue.mjs';
import { ADMIN, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, EXTERNAL_BASE, fakeAi, getJson, log, setClockOffset, startStack, stopStack, WEBAPP } from './stack.mjs';

// The public scenarios: each gets a fresh browser context and the api's own data to compare with.
function scenarios(base, data) {
  const open = async (page, path, query = NO_SPLASH) => {
    await page.goto(base + withQuery(path, query), { waitUntil: 'domcontentloaded' });
    // These scenarios use the app: wait until it has taken over the server's first screen.
    await page.waitForFunction(() => !document.querySelector('[data-first-screen]'), null, { timeout: 15_000 });
  };
  const ctx = { base, data, open };
  return [...homeScenarios(ctx), ...promotionsScenarios(ctx), ...casinosScenarios(ctx), ...blogScenarios(ctx), ...shellScenarios(ctx), ...layoutShiftScenarios(ctx), ...firstScreenScenarios(ctx)];
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main() {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const results = [];
  let browser;
  const helpers = { expect, expectVisible, expectGone, shot, admin: ADMIN, fakeAi: fakeAi.state, setClockOffset };
  // E2E_ONLY=<text> runs only the scenarios whose name contains it.
  const only = (list) => list.filter((s) => !process.env.E2E_ONLY || s.name.includes(process.env.E2E_ONLY));
  // --no-build uses the web app already built (dist/), and builds it only when there is none.
  const build = !process.argv.includes('--no-build') || !existsSync(join(WEBAPP, 'dist', 'index.html'));
  const all = (base, data) =>
    only([
      ...scenarios(base, data),
      ...adminScenarios(base, helpers),
      ...casinoBadgeScenarios(base, helpers),
      ...statsScenarios(base, helpers),
      // Only with E2E_CATALOGUE_COMMENTS (the webapp_e2e_catalogue test, on a seeded catalogue).
      ...catalogueScenarios(base, helpers),
      ...(EXTERNAL_BASE ? [] : adminBlogScenarios(base, helpers)),
      ...(EXTERNAL_BASE ? [] : textScenarios(base, helpers)),
      // Last: it signs the admin in and out on http://localhost (a relying party needs a host name).
      ...(EXTERNAL_BASE ? [] : securityKeyScenarios(base, helpers)),
    ]);
  let planned = all('', { promotions: [], casinos: [], posts: [], categories: [] }).map((s) => s.name);

  const onSignal = async () => {
    await stopStack();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (build) {
      log('building the web app (npm run build)');
      const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: WEBAPP, stdio: 'inherit' });
      if (r.status !== 0) throw new Error('npm run build failed');
    }
    const base = EXTERNAL_BASE ?? (await startStack());
    const data = {
      promotions: await getJson(base, '/api/promotions'),
      casinos: await getJson(base, '/api/casinos'),
      posts: await getJson(base, '/api/blog'),
      categories: await getJson(base, '/api/categories'),
    };
    log(`data: ${data.promotions.length} promotions, ${data.casinos.length} casinos, ${data.posts.length} posts, ${data.categories.length} categories`);
    const list = all(base, data);
    planned = list.map((s) => s.name);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

    for (const scenario of list) {
      const context = await browser.newContext({
        viewport: scenario.viewport,
        isMobile: scenario.viewport === MOBILE,
        hasTouch: scenario.viewport === MOBILE,
        locale: 'tr-TR',
        javaScriptEnabled: scenario.javaScript !== false,
      });
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // Anything the Content-Security-Policy refused shows as a console error: a failure too.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
      });
      const started = Date.now();
      try {
        await scenario.run(page);
        expect(pageErrors.length === 0, `uncaught errors in the page: ${pageErrors.join('; ')}`);
        results.push({ name: scenario.name, ok: true });
        log(`PASS ${scenario.name} (${Date.now() - started} ms)`);
      } catch (error) {
        results.push({ name: scenario.name, ok: false, error });
        log(`FAIL ${scenario.name}: ${String(error.message).split('\n')[0]}`);
        await page.screenshot({ path: join(ARTIFACTS, `failed-${results.length}.png`), fullPage: true }).catch(() => {});
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    log(`the run could not complete: ${error.message}`);
    for (const name of planned.filter((n) => !results.some((r) => r.name === n))) {
      results.push({ name, ok: false, error: new Error('not run: the stack did not come up') });
    }
  } finally {
    await browser?.close().catch(() => {});
    await stopStack();
  }

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  log(`screenshots and logs: ${ARTIFACTS}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();

