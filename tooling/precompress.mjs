#!/usr/bin/env node
// Writes .br and .gz next to every compressible file of a build folder, so the API serves
// them as they are (@fastify/static `preCompressed`) instead of compressing per request.
// Usage: node tooling/precompress.mjs [build folder]; without one, $REMOTE_OUT_DIR (where
// `pnpm release` builds a remote) or dist.
// PRECOMPRESS=fast (the test build of tooling/run-tests.mjs) trades size for time: brotli
// 11 takes most of a build's compression time, and the tests never measure sizes.
// Production, releases and benchmarks keep the maximum.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Source maps are never served (see tooling/README.md), so they stay as they are.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
// Below this, the headers of a compressed response cost more than they save.
const MIN_BYTES = 512;
const FAST = process.env.PRECOMPRESS === 'fast';
const GZIP_LEVEL = FAST ? 6 : 9;
const BROTLI_QUALITY = FAST ? 5 : 11;

function* filesUnder(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? (process.env.REMOTE_OUT_DIR || 'dist'));
let count = 0;
for (const file of filesUnder(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: GZIP_LEVEL }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  count += 1;
}
console.log(
  `precompressed ${count} files${FAST ? ' (fast)' : ''} in ${path.relative(process.cwd(), root) || '.'}`,
);
