// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build folder, so the
// server sends the smallest encoding the browser accepts without compressing on each request.
// Usage: node scripts/precompress.mjs <folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers of a compressed answer outweigh what compression saves. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(dir) {
  let count = 0;
  let before = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
    before += body.length;
    brotli += br.length;
  }
  return { count, before, brotli };
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <folder>');
  process.exit(2);
}
const { count, before, brotli } = precompress(resolve(dir));
console.log(
  `precompressed ${count} files: ${(before / 1000).toFixed(0)} KB → ${(brotli / 1000).toFixed(0)} KB brotli`,
);
