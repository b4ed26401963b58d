#!/usr/bin/env node
// The 32 preset persona photos (spec §9), generated at build time rather than committed:
// DiceBear's "Open Peeps" style (the design is Pablo Stanley's Open Peeps, CC0 1.0; the
// code is MIT) drawn from fixed seeds, so every build yields the same pictures, and
// rasterised with sharp to small WebP files (the server accepts WebP, so a chosen preset
// is uploaded as these very bytes). Vite bundles them from
// editor-kit/src/persona-photos/generated/ (gitignored).
//
// Run by the root `pnpm build` and `pnpm dev` before the Vite builds. It does nothing when
// the output is current: a stamp records a hash of this script and of the versions it
// drew with, and every file must still be there.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import sharp from 'sharp';

/** Fixed seeds: changing one changes that preset's picture (and the stamp). */
const SEEDS = [
  'Amara',
  'Ben',
  'Chloe',
  'Dmytro',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olena',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiko',
  'Bruno',
  'Carmen',
  'Diego',
  'Esther',
  'Felix',
];
/** Soft backgrounds, so a preset reads as a portrait on a card. */
const BACKGROUNDS = ['c0aede', 'b6e3f4', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d5', 'fbe7a1'];
const FACES = [
  'awe',
  'blank',
  'calm',
  'cheeky',
  'concerned',
  'cute',
  'driven',
  'explaining',
  'eyesClosed',
  'old',
  'serious',
  'smile',
  'smileBig',
  'smileLOL',
  'smileTeethGap',
  'solemn',
  'suspicious',
  'tired',
];
/** Pixels a side: sharp on a 2x screen at the editor's 128 px photo, and about 6–9 KB each. */
const SIZE = 256;
const WEBP = { quality: 82, effort: 6 };

const outDir = path.resolve(import.meta.dirname, '../src/persona-photos/generated');
const stampFile = path.join(outDir, 'stamp.json');
const fileName = (index) => `preset-${String(index + 1).padStart(2, '0')}.webp`;

// Read from editor-kit's own node_modules: these packages do not export package.json.
const versionOf = (name) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../node_modules', name, 'package.json'),
      'utf8',
    ),
  ).version;
const stamp = createHash('sha256')
  .update(fs.readFileSync(import.meta.filename))
  .update(['@dicebear/core', '@dicebear/open-peeps', 'sharp'].map(versionOf).join())
  .digest('hex');

function isCurrent() {
  try {
    const recorded = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return (
      recorded.stamp === stamp &&
      SEEDS.every((_, i) => fs.existsSync(path.join(outDir, fileName(i))))
    );
  } catch {
    return false;
  }
}

if (isCurrent()) {
  console.log(`persona photos: ${SEEDS.length} presets are current`);
} else {
  const started = Date.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  await Promise.all(
    SEEDS.map(async (seed, index) => {
      const svg = createAvatar(openPeeps, {
        seed,
        size: SIZE,
        backgroundColor: BACKGROUNDS,
        // A persona is a portrait of a plausible person: no masks, eye patches, cyclopes,
        // monsters or rage.
        maskProbability: 0,
        face: FACES,
        accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5', 'sunglasses'],
      }).toString();
      const webp = await sharp(Buffer.from(svg)).resize(SIZE, SIZE).webp(WEBP).toBuffer();
      fs.writeFileSync(path.join(outDir, fileName(index)), webp);
      bytes += webp.length;
    }),
  );
  fs.writeFileSync(stampFile, `${JSON.stringify({ stamp, count: SEEDS.length })}\n`);
  console.log(
    `persona photos: ${SEEDS.length} presets, ${(bytes / 1024).toFixed(0)} KB, in ${Date.now() - started} ms`,
  );
}
