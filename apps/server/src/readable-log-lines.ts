// Log lines a person reads in a terminal while developing ("14:03:22 INFO  GET /contact 200 3.1 ms"),
// made from the same JSON lines production writes, so what is logged never differs between the two.
import type { DestinationStream } from 'pino';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line carries, or that are shown in the line's own words, so not repeated after it. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'service',
  'msg',
  'method',
  'path',
  'status',
  'durationMs',
  'requestId',
  'err',
]);

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (time: unknown) => {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

const shortValue = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value, (_key, inner: unknown) => inner);

/** One JSON log line as one readable line (plus the error's stack, indented, when there is one). */
export function readableLogLine(jsonLine: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine.trimEnd();
  }
  const level = (LEVEL_NAMES[Number(entry.level)] ?? 'LOG').padEnd(5);
  const isRequest = typeof entry.method === 'string' && typeof entry.path === 'string';
  const what = isRequest
    ? `${String(entry.method)} ${String(entry.path)} ${String(entry.status)} ${String(entry.durationMs)} ms`
    : String(entry.msg ?? '');
  const extras = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${shortValue(value)}`);
  const error = entry.err as { message?: unknown; stack?: unknown } | undefined;
  const stack =
    error && typeof error.stack === 'string'
      ? `\n${error.stack
          .split('\n')
          .map((line) => `    ${line}`)
          .join('\n')}`
      : error && error.message !== undefined
        ? ` error=${String(error.message)}`
        : '';
  const failed = isRequest && entry.msg !== 'request' ? ` (${String(entry.msg)})` : '';
  return `${clock(entry.time)} ${level} ${what}${failed}${extras.length > 0 ? `  ${extras.join(' ')}` : ''}${stack}`;
}

/** A pino destination that writes readable lines to `out` (stdout by default). */
export function readableLogStream(
  out: { write: (text: string) => unknown } = process.stdout,
): DestinationStream {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (line.trim() !== '') out.write(`${readableLogLine(line)}\n`);
      }
    },
  };
}
