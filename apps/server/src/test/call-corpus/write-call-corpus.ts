// Writes modules/speech/call-corpus.json from the phrasings of the engine's reading tests (ADR 052).
// Run after adding whole calls or phrasings: npx tsx apps/server/src/test/call-corpus/write-call-corpus.ts
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { collectCallCorpus } from './collect-call-corpus';

const target = fileURLToPath(new URL('../../modules/speech/call-corpus.json', import.meta.url));
const corpus = collectCallCorpus();
await writeFile(target, `${JSON.stringify(corpus, null, 1)}\n`);
const sentences = Object.values(corpus.answers).reduce((total, texts) => total + texts.length, 0);
process.stdout.write(
  `${sentences} answers in ${Object.keys(corpus.answers).length} slots written to ${target}\n`,
);
