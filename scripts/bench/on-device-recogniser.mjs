// On the device or on the server? Closed answers (yes or no, the service, a number, the child's own
// address) read by voices in a child's range, heard by soundswallower in this process, as a phone
// would with one small grammar per question, and by the server's own recogniser for the same clips
// and moments (server-path.mjs). Prints accuracy per kind for both, decode time p50/p95 for both, the
// device's decode time on one core (a rough stand-in for a mid-range phone), its first load, what
// it listens to when nothing is said, and the weight a browser would download for it.
// Needs flite, espeak-ng, ffmpeg, sox and pocketsphinx (the server's path is skipped without it). Takes a
// few minutes; not part of `npm test`.
// Run: npm run bench:on-device (ON_DEVICE_BENCH_REPORT=file.json writes the figures as JSON too)
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CHILD_VOICES,
  childClip,
  NOISES,
  noiseClip,
  voicesInstalled,
  wavOf,
} from './on-device-recogniser/child-voices.mjs';
import {
  ANSWERS,
  deviceGrammar,
  HOMES,
  KINDS,
  meaningOf,
  SERVER_MOMENTS,
} from './on-device-recogniser/closed-answers.mjs';
import { createDeviceRecogniser, downloadWeight } from './on-device-recogniser/device-path.mjs';

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN;
};
const ms = (value) => `${value.toFixed(0)} ms`;
const percent = (right, total) => `${right}/${total} (${((100 * right) / Math.max(1, total)).toFixed(0)} %)`;

const grammarOf = (answer) => deviceGrammar(answer.kind, HOMES[answer.home ?? 'oak']);

async function clips() {
  const out = [];
  for (const voice of CHILD_VOICES)
    for (const answer of ANSWERS) out.push({ answer, voice, samples: await childClip(answer.text, voice) });
  return out;
}

/** Every clip through the device's recogniser: words and decode time (grammar switches are timed apart). */
async function hearOnDevice(list) {
  const device = await createDeviceRecogniser();
  const unknown = [...new Set(KINDS.flatMap((kind) => device.unknownWords(deviceGrammar(kind, HOMES.mill))))];
  if (unknown.length) throw new Error(`words the device's dictionary lacks: ${unknown.join(', ')}`);
  const grammarMs = [];
  const heard = [];
  // Grouped by grammar, as a call sets one per question; the first decode of each is a warm-up.
  for (const kind of KINDS)
    for (const item of list.filter((clip) => clip.answer.kind === kind)) {
      const switched = device.listenFor(grammarOf(item.answer));
      if (switched) grammarMs.push(switched);
      const at = performance.now();
      const text = device.hear(item.samples);
      heard.push({ ...item, text, ms: performance.now() - at });
    }
  const noise = [];
  for (const kind of KINDS)
    for (const name of NOISES) {
      device.listenFor(deviceGrammar(kind, HOMES.oak));
      noise.push({ kind, name, text: device.hear(await noiseClip(name)) });
    }
  return { loadMs: device.loadMs, grammarMs, heard, noise };
}

async function hearOnServer(list) {
  const { createServerRecogniser, isPocketsphinxAvailable } =
    await import('./on-device-recogniser/server-path.mjs');
  if (!(await isPocketsphinxAvailable())) return undefined;
  const server = await createServerRecogniser();
  for (const questionId of Object.values(SERVER_MOMENTS)) await server.prepare(questionId);
  const heard = [];
  for (const item of list) {
    const home =
      item.answer.kind === 'address' || item.answer.kind === 'number' ? HOMES[item.answer.home] : undefined;
    const at = performance.now();
    const reply = await server.hear(wavOf(item.samples), SERVER_MOMENTS[item.answer.kind], home);
    heard.push({ ...item, text: reply.text, hearing: reply.hearing, ms: performance.now() - at });
  }
  const noise = [];
  for (const kind of KINDS)
    for (const name of NOISES) {
      const reply = await server.hear(wavOf(await noiseClip(name)), SERVER_MOMENTS[kind], HOMES.oak);
      noise.push({ kind, name, text: reply.text, hearing: reply.hearing });
    }
  return { heard, noise };
}

/** The device's decodes again in a process held to one core (`taskset -c 0`). */
async function hearOnOneCore() {
  try {
    const { stdout } = await promisify(execFile)(
      'taskset',
      ['-c', '0', process.execPath, fileURLToPath(import.meta.url), '--device-only'],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout);
  } catch (error) {
    console.warn(`one-core run skipped: ${error.message.split('\n')[0]}`);
    return undefined;
  }
}

const right = (item) =>
  meaningOf(item.answer.kind, item.text) === meaningOf(item.answer.kind, item.answer.text);

function report({ device, oneCore, server, weight }) {
  const lines = [];
  const say = (line = '') => lines.push(line);
  say(
    `On-device recogniser (soundswallower) against the server's (pocketsphinx), load average ${loadavg()[0].toFixed(1)}`,
  );
  say(`${ANSWERS.length} answers × ${CHILD_VOICES.length} child voices = ${device.heard.length} clips`);
  say();
  say('accuracy (the fact the call would take: yes/no/unsure, the service, the number, the address words)');
  for (const kind of [...KINDS, 'all']) {
    const of = (list) => list.filter((item) => kind === 'all' || item.answer.kind === kind);
    const d = of(device.heard);
    const s = server ? of(server.heard) : [];
    const serverLine = server
      ? `server ${percent(s.filter(right).length, s.length)}, of them heard ${s.filter((item) => item.hearing === 'heard' && right(item)).length}; wrong words heard ${s.filter((item) => item.hearing === 'heard' && !right(item)).length}, asked again ${s.filter((item) => item.hearing === 'not-heard').length}`
      : 'server skipped';
    say(`  ${kind.padEnd(8)} device ${percent(d.filter(right).length, d.length).padEnd(12)}  ${serverLine}`);
  }
  say();
  say('decode time per answer (p50 / p95)');
  const times = (list) => list.map((item) => item.ms);
  say(
    `  device, this machine    ${ms(percentile(times(device.heard), 0.5))} / ${ms(percentile(times(device.heard), 0.95))}`,
  );
  if (oneCore)
    say(
      `  device, one core        ${ms(percentile(times(oneCore.heard), 0.5))} / ${ms(percentile(times(oneCore.heard), 0.95))} (first load ${ms(oneCore.loadMs)})`,
    );
  if (server)
    say(
      `  server, in process      ${ms(percentile(times(server.heard), 0.5))} / ${ms(percentile(times(server.heard), 0.95))} (no upload, no HTTP)`,
    );
  say(
    `  device first load (WebAssembly + model) ${ms(device.loadMs)}; a grammar switch p50 ${ms(percentile(device.grammarMs, 0.5))}`,
  );
  say();
  const saidOnNoise = device.noise.filter((item) => item.text).length;
  const serverOnNoise = server ? server.noise.filter((item) => item.hearing !== 'not-heard').length : 0;
  say(
    `noise only (${device.noise.length} clips): device gave words ${saidOnNoise}; server gave words ${server ? serverOnNoise : '-'}`,
  );
  say();
  const size = (row) =>
    `${weight.kb(row.gzip).toFixed(0)} KB gzip, ${weight.kb(row.brotli).toFixed(0)} KB brotli (${weight.kb(row.raw).toFixed(0)} KB)`;
  say('download on the first use of the microphone');
  say(`  as shipped:                ${size(weight.whole)}`);
  say(`  dictionary cut to grammar: ${size(weight.trimmed)}`);
  for (const row of weight.rows) say(`    ${row.file.padEnd(34)} ${size(row)}`);
  say();
  say('misheard on the device (said → heard):');
  for (const item of device.heard.filter((entry) => !right(entry)))
    say(`  ${item.voice.name.padEnd(24)} ${item.answer.text} → ${item.text || '(nothing)'}`);
  if (server) {
    say('misheard on the server:');
    for (const item of server.heard.filter((entry) => !right(entry)))
      say(
        `  ${item.voice.name.padEnd(24)} ${item.answer.text} → ${item.text || '(nothing)'} [${item.hearing}]`,
      );
  }
  return lines.join('\n');
}

if (process.argv.includes('--device-only')) {
  const result = await hearOnDevice(await clips());
  process.stdout.write(
    JSON.stringify({
      loadMs: result.loadMs,
      heard: result.heard.map(({ text, ms: time }) => ({ text, ms: time })),
    }),
  );
} else {
  if (!(await voicesInstalled())) {
    console.log('Skipped: needs flite, espeak-ng, ffmpeg and sox.');
    process.exit(0);
  }
  const list = await clips();
  const device = await hearOnDevice(list);
  const oneCore = await hearOnOneCore();
  const server = await hearOnServer(list);
  const weight = downloadWeight(
    KINDS.flatMap((kind) => Object.values(HOMES).map((home) => deviceGrammar(kind, home))),
  );
  console.log(report({ device, oneCore, server, weight }));
  if (process.env.ON_DEVICE_BENCH_REPORT) {
    const strip = (list) => list?.map(({ samples: _samples, ...rest }) => rest);
    await writeFile(
      process.env.ON_DEVICE_BENCH_REPORT,
      JSON.stringify(
        {
          device: { ...device, heard: strip(device.heard) },
          oneCore,
          server: server && { ...server, heard: strip(server.heard) },
          weight,
        },
        null,
        2,
      ),
    );
  }
}
