#!/usr/bin/env node
// End-to-end tests of the public web app against the real stack: a private Postgres database
// and Kafka topic prefix, the real bonus-worker (create-topics, migrate, run, seed) and
// bonus-api serving webapp/dist, driven by Debian's Chromium through playwright-core.
//
// Usage: node e2e/run.mjs [--no-build]   (from webapp/, or `npm run e2e`)
// Environment: BONUS_TEST_PG_URL, BONUS_KAFKA_BROKERS, BONUS_KAFKA_LIBS (optional, to delete
// the private topics afterwards), BONUS_BUILD_DIR, CHROMIUM, E2E_ARTIFACTS. With E2E_BASE_URL
// the scenarios run against a stack that is already up (e.g. `infra/bonus up`) instead: note
// that they post a comment there.
// Screenshots and the binaries' logs go to <repo>/test-artifacts/webapp-e2e/. The last line
// printed is "N passed, M failed"; the exit status is non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { adminScenarios } from './admin-scenarios.mjs';
import { blogScenarios } from './blog-scenarios.mjs';
import { createFakeAi } from '../../infra/dev/fake-ai.mjs';

const WEBAPP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO = resolve(WEBAPP, '..');
const BUILD = process.env.BONUS_BUILD_DIR ?? join(REPO, 'build');
const WORKER_BIN = join(BUILD, 'worker', 'bonus-worker');
const API_BIN = join(BUILD, 'api', 'bonus-api');
const PG_URL = process.env.BONUS_TEST_PG_URL ?? 'postgresql://bonus:bonus@127.0.0.1:5433/bonus';
const BROKERS = process.env.BONUS_KAFKA_BROKERS ?? '127.0.0.1:19092';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(REPO, 'test-artifacts', 'webapp-e2e');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
// Every scenario except the splash one keeps the popup away with a long delay.
const NO_SPLASH = 'splashDelay=3600000';

const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const DB_NAME = `bonus_e2e_${suffix}`;
const TOPIC_PREFIX = `e2e${suffix}.`;
// The api refuses to start without an access token secret. The back-office scenarios sign in
// with an admin account created for the run.
const JWT_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? `e2e-${suffix}@test.example.com`, password: process.env.E2E_ADMIN_PASSWORD ?? `E2e-${randomBytes(6).toString('hex')}` };
const EXTERNAL_BASE = process.env.E2E_BASE_URL?.replace(/\/$/, '');

const log = (message) => console.log(`[e2e] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The stack
// ---------------------------------------------------------------------------------------------
const children = [];
let dbCreated = false;

function dbUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function psql(sql) {
  const r = spawnSync('psql', [PG_URL, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed (${sql}): ${r.stderr || r.error}`);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// The AI service the worker calls: a local OpenAI-compatible stand-in the scenarios can switch
// to answering 429.
const fakeAi = createFakeAi({ delayMs: 150 });
// The publisher's test clock: seconds it adds to the time (see bonus-worker --help).
const CLOCK_FILE = join(ARTIFACTS, 'clock-offset');
const setClockOffset = (seconds) => writeFileSync(CLOCK_FILE, String(seconds));
let fakeAiUrl = '';

function stackEnv(port) {
  return {
    ...process.env,
    BONUS_PG_URL: dbUrl(DB_NAME),
    BONUS_KAFKA_BROKERS: BROKERS,
    BONUS_TOPIC_PREFIX: TOPIC_PREFIX,
    BONUS_API_ADDR: '127.0.0.1',
    BONUS_API_PORT: String(port),
    BONUS_JWT_SECRET: JWT_SECRET,
    BONUS_UPLOAD_DIR: join(ARTIFACTS, 'uploads'),
    BONUS_WEB_ROOT: join(WEBAPP, 'dist'),
    // Demo images and canonical URLs are made on the public origin: this private api's.
    BONUS_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    BONUS_LOG_FORMAT: 'text',
    BONUS_AI_BASE_URL: fakeAiUrl,
    BONUS_AI_RETRIES: '0',
    BONUS_PUBLISHER_INTERVAL_MS: '1000',
    BONUS_TEST_CLOCK_OFFSET_FILE: CLOCK_FILE,
  };
}

function runStep(name, args, env, timeoutMs = 120_000) {
  log(`bonus-worker ${args.join(' ')}`);
  const out = openSync(join(ARTIFACTS, `worker-${name}.log`), 'w');
  const r = spawnSync(WORKER_BIN, args, { env, stdio: ['ignore', out, out], timeout: timeoutMs });
  if (r.status !== 0) throw new Error(`bonus-worker ${args.join(' ')} failed (status ${r.status ?? r.signal}); see worker-${name}.log`);
}

function startChild(name, bin, args, env) {
  const out = openSync(join(ARTIFACTS, `${name}.log`), 'w');
  const child = spawn(bin, args, { env, stdio: ['ignore', out, out] });
  child.exitedWith = null;
  child.on('exit', (code, signal) => (child.exitedWith = code ?? signal));
  children.push({ name, child });
  return child;
}

async function waitFor(what, check, timeoutMs, intervalMs = 300) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${last.message})` : ''}`);
}

async function startStack() {
  if (!existsSync(WORKER_BIN) || !existsSync(API_BIN)) {
    throw new Error(`binaries missing (${WORKER_BIN}, ${API_BIN}): build the backend first (infra/bonus build)`);
  }
  log(`creating database ${DB_NAME}, topic prefix ${TOPIC_PREFIX}`);
  psql(`CREATE DATABASE ${DB_NAME}`);
  dbCreated = true;
  const port = await freePort();
  await new Promise((resolveListen) => fakeAi.server.listen(0, '127.0.0.1', resolveListen));
  fakeAiUrl = `http://127.0.0.1:${fakeAi.server.address().port}/v1`;
  const env = stackEnv(port);
  runStep('create-topics', ['create-topics'], env);
  runStep('migrate', ['migrate'], env);
  const account = spawnSync(API_BIN, ['admin', 'set-password', ADMIN.email], { env, input: `${ADMIN.password}\n`, encoding: 'utf8', timeout: 60_000 });
  if (account.status !== 0) throw new Error(`bonus-api admin set-password failed: ${account.stderr}`);
  // The seed produces events and waits for the projector to apply them: the worker runs first.
  const worker = startChild('worker', WORKER_BIN, ['run'], env);
  const api = startChild('api', API_BIN, [], env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    `${base}/readyz`,
    async () => {
      if (api.exitedWith !== null) throw new Error(`bonus-api exited (${api.exitedWith}); see api.log`);
      if (worker.exitedWith !== null) throw new Error(`bonus-worker exited (${worker.exitedWith}); see worker.log`);
      return (await fetch(`${base}/readyz`)).ok;
    },
    60_000,
  );
  runStep('seed', ['seed'], env, 180_000);
  // The seed returns once its events are projected; the api may answer from a short cache.
  await waitFor('the demo content to be projected', async () => (await getJson(base, '/api/promotions')).length > 0, 60_000);
  await waitFor('the demo blog posts to be projected', async () => (await getJson(base, '/api/blog')).length > 0, 30_000);
  log(`stack ready at ${base}`);
  return base;
}

async function stopStack() {
  fakeAi.server.close();
  if (EXTERNAL_BASE) return;
  for (const { name, child } of children.reverse()) {
    if (child.exitedWith !== null) continue;
    child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (child.exitedWith === null && Date.now() < deadline) await sleep(100);
    if (child.exitedWith === null) {
      log(`${name} did not stop on SIGTERM; killing it`);
      child.kill('SIGKILL');
    }
  }
  if (dbCreated) {
    try {
      psql(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      log(`dropped database ${DB_NAME}`);
    } catch (error) {
      log(`could not drop ${DB_NAME}: ${error.message}`);
    }
  }
  const libs = process.env.BONUS_KAFKA_LIBS;
  if (libs && existsSync(libs)) {
    const r = spawnSync(
      'java',
      ['-cp', `${libs}/*`, 'org.apache.kafka.tools.TopicCommand', '--bootstrap-server', BROKERS, '--delete', '--topic', `${TOPIC_PREFIX.replace('.', '\\.')}.*`],
      { encoding: 'utf8', timeout: 60_000 },
    );
    log(r.status === 0 ? `deleted topics ${TOPIC_PREFIX}*` : `could not delete topics ${TOPIC_PREFIX}*: ${r.stderr}`);
  } else {
    log(`BONUS_KAFKA_LIBS not set: topics ${TOPIC_PREFIX}* are left on the broker`);
  }
}

async function getJson(base, path) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------
class Failure extends Error {}

function expect(condition, message) {
  if (!condition) throw new Failure(message);
}

async function expectVisible(locator, what, timeout = 10_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Failure(`${what} is not visible`);
  }
}

async function expectGone(locator, what, timeout = 5_000) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Failure(`${what} is still visible`);
  }
}

async function shot(page, name) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Scrolls through the page so that lazy images load before a full-page screenshot. */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  // Pictures scrolled out sideways (the casino strip) are never requested: they do not count.
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((img) => {
          const box = img.getBoundingClientRect();
          return img.complete || box.right <= 0 || box.left >= window.innerWidth;
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

function casinoPath(casino) {
  return `/casino/${casino.slug || casino.id}`;
}

function promotionPath(promotion) {
  return promotion.casino?.slug && promotion.slug ? `/bonuslar/${promotion.casino.slug}/${promotion.slug}` : `/promotion/${promotion.id}`;
}

function withQuery(path, query) {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

// ---------------------------------------------------------------------------------------------
// Scenarios: each gets a fresh browser context and the API's own data to compare with.
// ---------------------------------------------------------------------------------------------
function scenarios(base, data) {
  const { promotions, casinos, posts, categories } = data;
  const open = async (page, path, query = NO_SPLASH) => {
    await page.goto(base + withQuery(path, query), { waitUntil: 'domcontentloaded' });
  };

  return [
    {
      name: 'home renders hero, promotions, casino strip, latest posts and footer',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/');
        await expectVisible(page.locator('h1'), 'the hero title');
        for (const promotion of promotions.slice(0, 3)) {
          await expectVisible(page.getByRole('heading', { name: promotion.title, exact: true }), `promotion "${promotion.title}"`);
        }
        // Pictures load from the api (or show the placeholder only where there is none).
        const withImage = promotions.slice(0, 3).find((p) => p.image_url);
        if (withImage) {
          const img = page.getByRole('img', { name: withImage.title, exact: true }).first();
          await img.scrollIntoViewIfNeeded();
          await page.waitForFunction((el) => el.complete, await img.elementHandle(), { timeout: 10_000 }).catch(() => {});
          const { src, width } = await img.evaluate((el) => ({ src: el.getAttribute('src'), width: el.naturalWidth }));
          expect(src === withImage.image_url && width > 0, `the picture of "${withImage.title}" did not load (${src})`);
          expect((await img.getAttribute('loading')) === 'lazy' && (await img.getAttribute('width')) !== null, 'card pictures are not lazy with a size');
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const strip = page.getByTestId('casino-strip');
        await expectVisible(strip, 'the casino strip');
        const stripCount = await strip.getByTestId('casino-card').count();
        expect(stripCount === Math.min(12, casinos.length), `casino strip shows ${stripCount} casinos, expected ${Math.min(12, casinos.length)}`);
        const homePosts = await page.getByTestId('blog-grid').getByTestId('blog-card').count();
        expect(homePosts === Math.min(4, posts.length), `home shows ${homePosts} posts, expected ${Math.min(4, posts.length)}`);
        const footerLinks = await page.getByTestId('footer-latest-posts').getByRole('link').count();
        expect(footerLinks === Math.min(4, posts.length), `footer lists ${footerLinks} posts`);
        expect((await page.title()).trim() !== '', 'the page has no title');
        await loadLazyImages(page);
        await shot(page, 'desktop-home');
      },
    },
    {
      name: 'the server-embedded initial data is used without a second fetch',
      viewport: DESKTOP,
      async run(page) {
        const requested = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/')) requested.push(decodeURIComponent(url.pathname + url.search));
        });
        const response = await page.goto(`${base}/?${NO_SPLASH}`, { waitUntil: 'networkidle' });
        const html = await response.text();
        expect(!html.includes('<!--seo-->'), 'the <!--seo--> marker was not replaced');
        expect(/<title>[^<]+<\/title>/.test(html), 'the served page has no <title>');
        const match = html.match(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/);
        expect(match, 'the served page has no <script id="initial-data">');
        const keys = Object.keys(JSON.parse(match[1])).map((k) => decodeURIComponent(k));
        expect(keys.length > 0, 'the initial data is empty');
        const refetched = keys.filter((key) => requested.includes(key));
        expect(refetched.length === 0, `embedded URLs fetched again: ${refetched.join(', ')}`);
        log(`  embedded: ${keys.join(', ')}; fetched: ${requested.join(', ') || 'nothing'}`);
      },
    },
    {
      name: '/bonuslar: search and category filter',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/bonuslar');
        const cards = page.getByTestId('promotion-card');
        await expectVisible(cards, 'the promotion cards');
        expect((await cards.count()) === promotions.length, `shows ${await cards.count()} of ${promotions.length} promotions`);
        const chips = page.getByRole('group', { name: 'Kategoriler' }).getByRole('button');
        expect((await chips.first().textContent()).startsWith('Tüm Bonuslar'), "the first chip is not 'Tüm Bonuslar'");

        // Search by a word of one title: every card left contains it.
        const target = promotions[0];
        const word = target.title.split(/\s+/).sort((a, b) => b.length - a.length)[0];
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill(word);
        await expectVisible(page.getByRole('heading', { name: target.title, exact: true }), `"${target.title}" after searching "${word}"`);
        const fold = (s) => s.toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');
        const expected = promotions.filter((p) => fold(p.title).includes(fold(word)) || fold(p.short_description ?? '').includes(fold(word)));
        expect((await cards.count()) === expected.length, `search "${word}" shows ${await cards.count()} cards, expected ${expected.length}`);
        await expectVisible(page.getByTestId('active-filter'), 'the active-filter label');
        await shot(page, 'desktop-bonuslar-search');

        // Category chip: exactly that category's promotions.
        await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
        const category = categories.find((c) => c.promotion_count > 0);
        expect(category, 'no category with promotions to filter by');
        await page.getByRole('button', { name: `${category.name} (${category.promotion_count})` }).click();
        const inCategory = promotions.filter((p) => p.category_id === category.id);
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promotion-card"]').length === n, inCategory.length, { timeout: 5000 }).catch(() => {});
        expect((await cards.count()) === inCategory.length, `category "${category.name}" shows ${await cards.count()} cards, expected ${inCategory.length}`);
        expect(page.url().includes(`kategori=${category.slug}`), 'the category is not in the URL');

        // Nothing matches: the empty message and hint.
        await page.getByRole('searchbox', { name: 'Bonus ara' }).fill('zzqqxx-yok-boyle-bonus');
        await expectVisible(page.getByText('Bu kriterlere uygun promosyon bulunamadı.'), 'the empty message');
        await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promotion-card"]').length === n, promotions.length, { timeout: 5000 }).catch(() => {});
        expect((await cards.count()) === promotions.length, "'Filtreleri Temizle' does not bring every promotion back");
        await loadLazyImages(page);
        await shot(page, 'desktop-bonuslar');
      },
    },
    {
      name: 'one promotion card expanded at a time',
      viewport: DESKTOP,
      async run(page) {
        expect(promotions.length >= 2, 'needs at least two promotions');
        await open(page, '/bonuslar');
        const cards = page.getByTestId('promotion-card');
        await expectVisible(cards, 'the promotion cards');
        const toggle = (i) => cards.nth(i).getByRole('button', { name: 'Detayları Gör' });
        await toggle(0).click();
        expect((await toggle(0).getAttribute('aria-expanded')) === 'true', 'the first card did not expand');
        const height = await cards.nth(0).evaluate((el) => el.getBoundingClientRect().height);
        expect(height <= 500.5, `the expanded card is ${height}px high (max 500)`);
        await shot(page, 'desktop-card-expanded');
        await toggle(1).click();
        expect((await toggle(1).getAttribute('aria-expanded')) === 'true', 'the second card did not expand');
        expect((await toggle(0).getAttribute('aria-expanded')) === 'false', 'the first card stayed expanded');
        expect((await page.locator('[data-testid="promotion-card"][data-expanded="true"]').count()) === 1, 'more than one card is expanded');
        await toggle(1).click();
        expect((await page.locator('[data-testid="promotion-card"][data-expanded="true"]').count()) === 0, 'a second click did not collapse the card');
      },
    },
    {
      name: 'promotion detail (both routes): a posted comment appears on top and survives a reload',
      viewport: DESKTOP,
      async run(page) {
        const promotion = promotions.find((p) => p.casino?.slug) ?? promotions[0];
        await open(page, `/promotion/${promotion.id}`);
        await expectVisible(page.getByRole('heading', { level: 1, name: promotion.title, exact: true }), 'the promotion title on /promotion/{id}');

        await open(page, promotionPath(promotion));
        await expectVisible(page.getByRole('heading', { level: 1, name: promotion.title, exact: true }), 'the promotion title');
        await expectVisible(page.getByTestId('site-info'), 'the site-info card');
        await page.getByRole('button', { name: 'Yorum Gönder' }).click();
        await expectVisible(page.getByText('Lütfen kullanıcı adınızı girin'), 'the user-name toast');

        const stamp = randomBytes(3).toString('hex');
        const text = `Uçtan uca test yorumu ${stamp}`;
        await page.getByLabel('Kullanıcı Adı').fill(`Test Kullanıcı ${stamp}`);
        await page.locator('label', { hasText: '4 yıldız' }).click();
        expect(await page.getByRole('radio', { name: '4 yıldız' }).isChecked(), 'the 4-star rating is not chosen');
        await page.getByLabel('Yorumunuz').fill(text);
        await page.getByRole('button', { name: 'Yorum Gönder' }).click();
        await expectVisible(page.getByText('Yorumunuz başarıyla eklendi'), 'the success toast');
        await expectVisible(page.getByTestId('comment').first().getByText(text), 'the new comment on top');
        await loadLazyImages(page);
        await shot(page, 'desktop-promotion-detail');

        // After a reload the comment comes from the api (the projection may trail by a moment).
        await waitFor(
          'the comment after a reload',
          async () => {
            await page.reload({ waitUntil: 'domcontentloaded' });
            await page.getByTestId('comment').first().waitFor({ timeout: 5000 });
            return ((await page.getByTestId('comment').first().textContent()) ?? '').includes(text);
          },
          15_000,
          500,
        ).catch((error) => {
          throw new Failure(error.message);
        });

        await open(page, '/bonuslar/yok-boyle-casino/yok-boyle-bonus');
        await expectVisible(page.getByRole('heading', { name: 'Hata' }), "the 'Hata' view");
        await expectVisible(page.getByRole('link', { name: 'Tüm Bonuslara Dön' }), 'the link back to /bonuslar');
      },
    },
    {
      name: '/guvenilir-siteler and /casino/{slug} render their data',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/guvenilir-siteler');
        await expectVisible(page.getByTestId('casino-card'), 'the casino cards');
        const count = await page.getByTestId('casino-card').count();
        expect(count === casinos.length, `shows ${count} of ${casinos.length} casinos`);
        await loadLazyImages(page);
        await shot(page, 'desktop-guvenilir-siteler');

        const casino = casinos.find((c) => c.promo_count > 0) ?? casinos[0];
        await open(page, casinoPath(casino));
        await expectVisible(page.getByRole('heading', { level: 1, name: casino.name, exact: true }), `casino "${casino.name}"`);
        await expectVisible(page.getByText('Lisanslı', { exact: true }), "the 'Lisanslı' badge");
        await expectVisible(page.getByText('7/24 Destek', { exact: true }), "the '7/24 Destek' badge");
        if (casino.promo_count > 0) await expectVisible(page.getByTestId('promotion-card'), "the casino's promotions");
        else await expectVisible(page.getByText('Bu casino sitesi için henüz promosyon bulunmuyor'), 'the empty text');
        await loadLazyImages(page);
        await shot(page, 'desktop-casino');

        await open(page, '/casino/yok-boyle-bir-casino');
        await expectVisible(page.getByText('Casino site bulunamadı'), 'the missing-casino text');
      },
    },
    {
      name: '/blog and /blog/{slug} render their data; the visit counts one view',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/blog');
        await expectVisible(page.getByTestId('blog-card'), 'the blog cards');
        const count = await page.getByTestId('blog-card').count();
        expect(count === posts.length, `shows ${count} of ${posts.length} posts`);
        await loadLazyImages(page);
        await shot(page, 'desktop-blog');

        const post = posts[0];
        const viewPosts = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/views')) viewPosts.push(request.url());
        });
        await open(page, `/blog/${post.slug || post.id}`);
        await expectVisible(page.getByRole('heading', { level: 1, name: post.title, exact: true }), `post "${post.title}"`);
        await expectVisible(page.getByTestId('view-count'), 'the view count');
        await expectVisible(page.getByTestId('todays-bonuses'), "today's bonuses");
        await page.waitForLoadState('networkidle');
        expect(viewPosts.length === 1, `the visit posted ${viewPosts.length} views`);
        await loadLazyImages(page);
        await shot(page, 'desktop-blog-post');

        await open(page, '/blog/yok-boyle-bir-yazi');
        await expectVisible(page.getByText('Blog yazısı bulunamadı'), 'the not-found text');
      },
    },
    {
      name: 'mobile: the drawer opens and closes (overlay, Escape, link)',
      viewport: MOBILE,
      async run(page) {
        await open(page, '/');
        await expectVisible(page.locator('h1'), 'the home page');
        const nav = page.getByRole('navigation', { name: 'Ana menü' });
        expect(!(await nav.isVisible()), 'the desktop navigation shows on a phone');
        const menu = page.getByRole('button', { name: 'Menüyü aç' });
        const drawer = page.getByRole('dialog', { name: 'Menü' });

        await menu.click();
        await expectVisible(drawer, 'the drawer');
        const box = await drawer.boundingBox();
        expect(Math.round(box.width) === 288, `the drawer is ${box.width}px wide (18rem = 288px)`);
        expect((await page.evaluate(() => document.body.style.overflow)) === 'hidden', 'page scrolling is not locked');
        await shot(page, 'mobile-drawer');
        await page.mouse.click(MOBILE.width - 20, MOBILE.height / 2);
        await expectGone(drawer, 'the drawer after an overlay click');

        await menu.click();
        await expectVisible(drawer, 'the drawer');
        await page.keyboard.press('Escape');
        await expectGone(drawer, 'the drawer after Escape');

        await menu.click();
        await drawer.getByRole('link', { name: 'Bonuslar' }).click();
        await expectGone(drawer, 'the drawer after a link click');
        await page.waitForURL(/\/bonuslar/);
        expect((await page.evaluate(() => document.body.style.overflow)) === '', 'page scrolling stays locked');
      },
    },
    {
      name: 'splash popup: appears after the configured delay, counts down 5 s, then can be closed',
      viewport: DESKTOP,
      async run(page) {
        const ads = await getJson(base, '/api/splash-ads');
        expect(ads.length > 0, 'the demo content has no active splash ad to show');
        const delay = 2000;
        const dialog = page.getByTestId('splash-popup');
        await open(page, '/guvenilir-siteler', `splashDelay=${delay}`);
        const loadedAt = Date.now();
        await page.waitForTimeout(delay / 2);
        expect(!(await dialog.isVisible()), `the popup showed before ${delay} ms`);
        await expectVisible(dialog, 'the popup', delay + 5000);
        const shownAt = Date.now();
        expect(shownAt - loadedAt >= delay - 200, `the popup showed after ${shownAt - loadedAt} ms, before its ${delay} ms delay`);
        await expectVisible(page.getByTestId('splash-countdown'), 'the countdown');
        expect(!(await page.getByTestId('splash-close').isVisible()), 'the close button shows during the countdown');
        await shot(page, 'desktop-splash-countdown');
        await expectVisible(page.getByTestId('splash-close'), 'the close button', 8000);
        const closable = Date.now() - shownAt;
        expect(closable >= 4500 && closable <= 7500, `the close button came ${closable} ms after the popup (expected about 5 s)`);
        await shot(page, 'desktop-splash-close');
        await page.getByTestId('splash-close').click();
        await expectGone(dialog, 'the popup after closing');

        // Never on admin paths.
        await page.goto(`${base}/admin/login?splashDelay=0`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        expect(!(await dialog.isVisible()), 'the popup showed on an admin path');
      },
    },
    {
      name: 'unknown paths go home; /admin goes to /admin/login',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/bu-sayfa/hic-yok');
        await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 }).catch(() => {});
        expect(new URL(page.url()).pathname === '/', `an unknown path ended on ${page.url()}`);
        await open(page, '/admin');
        await page.waitForURL(/\/admin\/login/, { timeout: 5000 }).catch(() => {});
        expect(new URL(page.url()).pathname === '/admin/login', `/admin ended on ${page.url()}`);
        await expectVisible(page.getByRole('heading', { name: 'Admin Paneli' }), 'the admin login');
        await shot(page, 'desktop-admin-login');
      },
    },
    {
      name: 'every screen at phone size (screenshots)',
      viewport: MOBILE,
      async run(page) {
        const promotion = promotions[0];
        const casino = casinos[0];
        const post = posts[0];
        const screens = [
          ['mobile-home', '/'],
          ['mobile-bonuslar', '/bonuslar'],
          ['mobile-promotion-detail', promotionPath(promotion)],
          ['mobile-guvenilir-siteler', '/guvenilir-siteler'],
          ['mobile-casino', casinoPath(casino)],
          ['mobile-blog', '/blog'],
          ['mobile-blog-post', `/blog/${post.slug || post.id}`],
        ];
        for (const [name, path] of screens) {
          await open(page, path);
          await expectVisible(page.locator('main h1, main h2'), `${path} content`);
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow <= 1, `${path} scrolls sideways by ${overflow}px on a phone`);
          await loadLazyImages(page);
          await shot(page, name);
        }
      },
    },
  ];
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
  const all = (base, data) => [...scenarios(base, data), ...adminScenarios(base, helpers), ...(EXTERNAL_BASE ? [] : blogScenarios(base, helpers))];
  let planned = all('', { promotions: [], casinos: [], posts: [], categories: [] }).map((s) => s.name);

  const onSignal = async () => {
    await stopStack();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (!process.argv.includes('--no-build')) {
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
      const context = await browser.newContext({ viewport: scenario.viewport, isMobile: scenario.viewport === MOBILE, hasTouch: scenario.viewport === MOBILE, locale: 'tr-TR' });
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
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
