// The recogniser a phone would run: soundswallower (pocketsphinx's decoder in WebAssembly, with its
// US English acoustic model) listening with one small grammar per kind of question. Node runs the
// same WebAssembly as the browser; only the loading of files differs.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import createModule from 'soundswallower';

const packageFolder = dirname(fileURLToPath(import.meta.resolve('soundswallower')));
const MODEL = join(packageFolder, 'model', 'en-us');

/** Loads the WebAssembly and the acoustic model: what a phone does when the microphone is first used. */
export async function createDeviceRecogniser() {
  const startedAt = performance.now();
  const module = await createModule({ modelBase: `${join(packageFolder, 'model')}/` });
  const decoder = new module.Decoder({ loglevel: 'FATAL', samprate: 16_000 });
  await decoder.initialize();
  const loadMs = performance.now() - startedAt;
  let grammarKey = '';
  return {
    loadMs,
    /** Sets the question's grammar (skipped when it is already set); returns the time it took. */
    listenFor(grammar) {
      if (grammar === grammarKey) return 0;
      const at = performance.now();
      decoder.set_grammar(grammar);
      grammarKey = grammar;
      return performance.now() - at;
    },
    /** 16 kHz 16-bit samples to words. */
    hear(samples) {
      const pcm = Float32Array.from(samples, (value) => value / 32768);
      decoder.start();
      decoder.process_audio(pcm, false, true);
      decoder.stop();
      return decoder
        .get_text()
        .replace(/\(\d+\)/g, '')
        .trim();
    },
    unknownWords(grammar) {
      const words = grammarWords(grammar);
      return words.filter((word) => decoder.lookup_word(word) === null);
    },
  };
}

/** The words a JSGF grammar can produce. */
export function grammarWords(grammar) {
  const body = grammar
    .split('\n')
    .filter((line) => !line.startsWith('#') && !line.startsWith('grammar'))
    .join(' ')
    .replace(/(?:public\s+)?<[^>]+>\s*=|<[^>]+>/g, ' ');
  return [...new Set(body.split(/[\s|()[\];*+]+/).filter((word) => /^[a-z']+$/.test(word)))];
}

const kb = (bytes) => bytes / 1000;

/**
 * What the browser would download the first time the microphone is used, as a static server sends
 * it (gzip and brotli at their highest levels): the loader, the WebAssembly and the model's files.
 * The model's 3.3 MB dictionary can be cut to the grammars' words, so both are given.
 */
export function downloadWeight(grammars) {
  const files = [
    join(packageFolder, 'soundswallower.web.js'),
    join(packageFolder, 'soundswallower.web.wasm'),
    ...readdirSync(MODEL)
      .filter((name) => !/^(README|LICENSE)/.test(name))
      .map((name) => join(MODEL, name)),
  ];
  const sizes = (bytes) => ({
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
  const rows = files.map((file) => ({
    file: file.slice(packageFolder.length + 1),
    ...sizes(readFileSync(file)),
  }));
  const needed = new Set(grammars.flatMap(grammarWords));
  const dictionary = readFileSync(join(MODEL, 'dict.txt'), 'utf8')
    .split('\n')
    .filter((line) => needed.has(line.split(/\s/)[0].replace(/\(\d+\)$/, '')))
    .join('\n');
  const small = sizes(Buffer.from(dictionary));
  const total = (list) =>
    list.reduce(
      (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );
  const whole = total(rows);
  const trimmed = total([...rows.filter((row) => !row.file.endsWith('dict.txt')), small]);
  return { rows, whole, trimmed, kb };
}
