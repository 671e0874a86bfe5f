// The private stack the browser tests run against: a database and Kafka topic prefix of their
// own, the real bonus-worker (create-topics, migrate, run, seed) and bonus-api serving
// webapp/dist, a local stand-in for the AI service, and the clean-up. See run.mjs. Its
// environment and start order are the recipe infra/private-stack.conf, which the benchmarks and
// the C++ tests read too.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFakeAi } from '../../infra/dev/fake-ai.mjs';

export const WEBAPP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO = resolve(WEBAPP, '..');
const BUILD = process.env.BONUS_BUILD_DIR ?? join(REPO, 'build');
const WORKER_BIN = join(BUILD, 'worker', 'bonus-worker');
const API_BIN = join(BUILD, 'api', 'bonus-api');
const PG_URL = process.env.BONUS_TEST_PG_URL ?? 'postgresql://bonus:bonus@127.0.0.1:5433/bonus';
const BROKERS = process.env.BONUS_KAFKA_BROKERS ?? '127.0.0.1:19092';
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(REPO, 'test-artifacts', 'webapp-e2e');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const DB_NAME = `bonus_e2e_${suffix}`;
const TOPIC_PREFIX = `e2e${suffix}.`;
// The api refuses to start without an access token secret. The back-office scenarios sign in
// with an admin account created for the run.
const JWT_SECRET = randomBytes(32).toString('hex');
export const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? `e2e-${suffix}@test.example.com`, password: process.env.E2E_ADMIN_PASSWORD ?? `E2e-${randomBytes(6).toString('hex')}` };
export const EXTERNAL_BASE = process.env.E2E_BASE_URL?.replace(/\/$/, '');

export const log = (message) => console.log(`[e2e] ${message}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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
export const fakeAi = createFakeAi({ delayMs: 150 });
// The publisher's test clock: seconds it adds to the time (see bonus-worker --help).
const CLOCK_FILE = join(ARTIFACTS, 'clock-offset');
export const setClockOffset = (seconds) => writeFileSync(CLOCK_FILE, String(seconds));
let fakeAiUrl = '';

// The sections of infra/private-stack.conf: name -> its lines, comments left out.
export function readRecipe(text = readFileSync(join(REPO, 'infra', 'private-stack.conf'), 'utf8')) {
  const sections = new Map();
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = header[1];
      sections.set(current, sections.get(current) ?? []);
    } else if (current) {
      sections.get(current).push(line);
    }
  }
  return sections;
}

// [env] and [env e2e] of the recipe, each {name} filled in from `values`.
export function recipeEnv(recipe, values) {
  const env = {};
  for (const line of [...(recipe.get('env') ?? []), ...(recipe.get('env e2e') ?? [])]) {
    const at = line.indexOf('=');
    env[line.slice(0, at)] = line.slice(at + 1).replace(/\{([a-z_]+)\}/g, (_, name) => {
      if (!(name in values)) throw new Error(`infra/private-stack.conf: no value for {${name}}`);
      return values[name];
    });
  }
  return env;
}

const recipe = readRecipe();

function stackEnv(port) {
  return {
    ...process.env,
    ...recipeEnv(recipe, {
      pg_url: dbUrl(DB_NAME),
      brokers: BROKERS,
      prefix: TOPIC_PREFIX,
      port: String(port),
      jwt_secret: JWT_SECRET,
      upload_dir: join(ARTIFACTS, 'uploads'),
      web_root: join(WEBAPP, 'dist'),
      ai_url: fakeAiUrl,
      clock_file: CLOCK_FILE,
    }),
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

export async function waitFor(what, check, timeoutMs, intervalMs = 300) {
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

export async function startStack() {
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
  const base = `http://127.0.0.1:${port}`;
  let worker = null;
  let api = null;
  const alive = () => {
    if (api?.exitedWith != null) throw new Error(`bonus-api exited (${api.exitedWith}); see api.log`);
    if (worker?.exitedWith != null) throw new Error(`bonus-worker exited (${worker.exitedWith}); see worker.log`);
  };
  // The recipe's start order: the seed waits for the projector, so the worker runs before it.
  const steps = {
    'create-topics': () => runStep('create-topics', ['create-topics'], env),
    migrate: () => runStep('migrate', ['migrate'], env),
    admin: () => {
      const account = spawnSync(API_BIN, ['admin', 'set-password', ADMIN.email, '--chosen'], { env, input: `${ADMIN.password}\n`, encoding: 'utf8', timeout: 60_000 });
      if (account.status !== 0) throw new Error(`bonus-api admin set-password failed: ${account.stderr}`);
    },
    worker: () => {
      worker = startChild('worker', WORKER_BIN, ['run'], env);
    },
    api: async () => {
      api = startChild('api', API_BIN, [], env);
      await waitFor(
        `${base}/readyz`,
        async () => {
          alive();
          return (await fetch(`${base}/readyz`)).ok;
        },
        60_000,
      );
    },
    seed: async () => {
      // E2E_SEED_ARGS: more seed arguments (the catalogue run: '--comments 200000 --no-wait').
      const extra = (process.env.E2E_SEED_ARGS ?? '').split(/\s+/).filter(Boolean);
      runStep('seed', ['seed', ...extra], env, 300_000);
      // The seed returns once its events are projected; the api may answer from a short cache.
      await waitFor('the demo content to be projected', async () => (await getJson(base, '/api/promotions')).length > 0, 60_000);
      await waitFor('the demo blog posts to be projected', async () => (await getJson(base, '/api/blog')).length > 0, 30_000);
    },
  };
  for (const step of recipe.get('order') ?? []) {
    if (!steps[step]) throw new Error(`infra/private-stack.conf: unknown step '${step}'`);
    await steps[step]();
  }
  log(`stack ready at ${base}`);
  return base;
}

export async function stopStack() {
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

export async function getJson(base, path) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}
