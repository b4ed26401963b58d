#!/usr/bin/env node
// Writes .br and .gz next to every compressible file of a build folder, so the API serves
// them as they are (@fastify/static `preCompressed`) instead of compressing per request.
// Usage: node tooling/precompress.mjs [build folder]; without one, $REMOTE_OUT_DIR (where
// `pnpm release` builds a remote) or dist.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Source maps are never served (see the README), so they stay as they are.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
// Below this, the headers of a compressed response cost more than they save.
const MIN_BYTES = 512;

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
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
