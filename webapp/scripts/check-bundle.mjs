// Fails (exit 1) when the public entry bundle is over its budget: the JavaScript and CSS that
// dist/index.html loads before anything else (entry script, the app it imports, their static
// imports, stylesheets),
// measured gzip-compressed (level 6, what web servers use; 1 KB = 1000 bytes). Lazy chunks (the
// back office) are not part of it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');

if (!existsSync(indexHtml)) {
  console.error('check-bundle: dist/index.html is missing; run `npm run build` first');
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
// Everything index.html loads up front: module scripts, modulepreloads and stylesheets.
const assets = new Set(
  [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
);

// The entry script (src/boot.ts) imports the app (src/main.tsx) dynamically, once the page's first
// screen has painted: that import is part of the public page too.
for (const entry of [...assets].filter((a) => a.endsWith('.js'))) {
  const code = readFileSync(join(dist, entry), 'utf8');
  for (const m of code.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) assets.add(`/assets/${m[1].slice(2)}`);
}

// Static imports are loaded before their importer runs: follow them too.
const queue = [...assets].filter((a) => a.endsWith('.js'));
while (queue.length > 0) {
  const file = queue.pop();
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    const dep = `/assets/${m[1].slice(2)}`;
    if (!assets.has(dep)) {
      assets.add(dep);
      queue.push(dep);
    }
  }
}

let total = 0;
const rows = [];
for (const asset of [...assets].sort()) {
  const bytes = readFileSync(join(dist, asset));
  const gz = gzipSync(bytes, { level: 6 }).length;
  total += gz;
  rows.push(`  ${asset.padEnd(48)} ${(bytes.length / 1000).toFixed(1).padStart(8)} KB  ${(gz / 1000).toFixed(1).padStart(7)} KB gzip`);
}
const totalKb = total / 1000;
console.log('public entry bundle (loaded by index.html):');
console.log(rows.join('\n'));
console.log(`total ${totalKb.toFixed(1)} KB gzip, budget ${BUDGET_KB} KB`);
if (totalKb > BUDGET_KB) {
  console.error(`check-bundle: the public entry bundle is ${totalKb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
