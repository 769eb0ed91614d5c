import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { readableLogLine } from './readable-log-lines';

const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 10, 26, hours, minutes, seconds).getTime();

describe('readable log lines', () => {
  it('writes a request as method, path, status and time taken', () => {
    const line = JSON.stringify({
      level: 30,
      time: at(14, 3, 22),
      service: 'callready-server',
      requestId: 'r1',
      method: 'GET',
      path: '/contact',
      status: 200,
      durationMs: 3.1,
      msg: 'request',
    });
    expect(readableLogLine(line)).toBe('14:03:22 INFO  GET /contact 200 3.1 ms');
  });

  it('keeps other fields after the message, and an error’s stack below it', () => {
    const line = JSON.stringify({
      level: 40,
      time: at(9, 0, 5),
      msg: 'could not pre-generate speech',
      voice: 'en-gb',
      err: { message: 'espeak-ng missing', stack: 'Error: espeak-ng missing\n    at warm (speech.ts:1:1)' },
    });
    expect(readableLogLine(line).split('\n')).toEqual([
      '09:00:05 WARN  could not pre-generate speech  voice=en-gb',
      '    Error: espeak-ng missing',
      '        at warm (speech.ts:1:1)',
    ]);
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(readableLogLine('plain text\n')).toBe('plain text');
  });

  it('is what the logger writes when asked for readable lines', () => {
    const written: string[] = [];
    const logger = createLogger({
      level: 'info',
      format: 'pretty',
      out: { write: (text) => written.push(text) },
    });
    logger.info({ method: 'POST', path: '/api/child/progress', status: 201, durationMs: 12 }, 'request');
    expect(written.join('')).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/api\/child\/progress 201 12 ms\n$/);
  });
});
