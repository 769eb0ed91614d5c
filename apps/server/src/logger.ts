// The server's only logger: JSON lines on stdout, one object per event, or the same lines made
// readable for a person at a terminal (LOG_FORMAT, readable by default outside production).
import { pino, type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';
import { readableLogStream } from './readable-log-lines';

export type Logger = PinoLogger;
export type LogLevel = Level | 'silent';
export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; stdout unless a test captures them. */
  destination?: DestinationStream;
  /** json (the default) or pretty: readable lines written to `out` (stdout unless a test captures them). */
  format?: LogFormat;
  out?: { write: (text: string) => unknown };
}

export function createLogger({ level, destination, format = 'json', out }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: 'callready-server' },
    // Keep secrets and session material out of logs even if a caller passes them along.
    redact: {
      paths: [
        'password',
        '*.password',
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  // Synchronous writes keep log lines in order with the start-up banner and lose none on exit.
  if (format === 'pretty') return pino(options, readableLogStream(out));
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
