// The server's only logger: JSON lines on stdout, one object per event.
import { pino, type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;
export type LogLevel = Level | 'silent';

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; stdout unless a test captures them. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
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
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
