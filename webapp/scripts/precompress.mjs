#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text asset of
// dist/assets, once per build, so the api serves them encoded without compressing per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(join(dist, 'assets'))) {
  if (!TEXT.has(extname(file))) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(`precompressed ${count} assets: ${(before / 1000).toFixed(1)} KB -> ${(after / 1000).toFixed(1)} KB brotli`);
