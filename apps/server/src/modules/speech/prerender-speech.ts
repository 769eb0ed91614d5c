// After the server is listening, every scripted operator line is synthesized into the audio cache,
// so a child never waits for one (docs/architecture.md §2 speech out); only read-backs of a child's
// own words are made live. One line at a time, and only while no live line is being made or waiting,
// so the pre-render never holds up a child. Lines already cached cost one cache look-up.
import type { SynthesisRequest } from '../../providers/speech';
import { scriptedRequests } from './audio-address';
import type { SpeechService } from './speech-service';

export interface PrerenderReport {
  total: number;
  rendered: number;
  alreadyCached: number;
  failed: number;
  milliseconds: number;
}

export interface PrerenderOptions {
  /** Every tenth of the way, and never more often. */
  onProgress: (done: number, total: number) => void;
  onError: (error: unknown, request: SynthesisRequest) => void;
  /** How long to wait before looking again while live lines are being made. */
  idleCheck?: () => Promise<void>;
  requests?: readonly SynthesisRequest[];
}

const IDLE_CHECK_MS = 100;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, IDLE_CHECK_MS).unref());

/** Never throws: a line that fails is reported and the next one is tried. */
export async function prerenderSpeech(
  { synthesize, isCached, synthesisLoad }: SpeechService,
  { onProgress, onError, idleCheck = pause, requests = scriptedRequests() }: PrerenderOptions,
): Promise<PrerenderReport> {
  const startedAt = performance.now();
  const report = { total: requests.length, rendered: 0, alreadyCached: 0, failed: 0 };
  if (!synthesize) return { ...report, total: 0, milliseconds: 0 };
  let reportedTenths = 0;
  for (const [index, request] of requests.entries()) {
    try {
      if (isCached && (await isCached(request))) report.alreadyCached += 1;
      else {
        // Live lines first: wait until none is being made or waiting.
        while (synthesisLoad && synthesisLoad() > 0) await idleCheck();
        await synthesize(request);
        report.rendered += 1;
      }
    } catch (error) {
      report.failed += 1;
      onError(error, request);
    }
    const tenths = Math.floor(((index + 1) * 10) / requests.length);
    if (tenths > reportedTenths) {
      reportedTenths = tenths;
      onProgress(index + 1, requests.length);
    }
  }
  return { ...report, milliseconds: Math.round(performance.now() - startedAt) };
}

/** What the pre-render writes to the log: its progress, each failure, and the final counts. */
export interface PrerenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The pre-render as the server runs it at start, reporting to `log`. */
export async function prerenderSpeechWithLog(service: SpeechService, log: PrerenderLog): Promise<void> {
  if (!service.synthesize) return;
  const report = await prerenderSpeech(service, {
    onProgress: (done, total) =>
      log.info({ done, total, percent: Math.round((done * 100) / total) }, 'pre-rendering operator lines'),
    onError: (error, { countryId }) =>
      log.warn({ err: error, countryId }, 'could not pre-render an operator line'),
  });
  log.info({ ...report }, 'operator lines pre-rendered');
}
