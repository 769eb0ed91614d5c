// Runs a local speech tool with an argument array (never through a shell), feeding stdin and
// collecting stdout, with a time limit and a cap on output. Failures become SpeechProviderErrors.
import { spawn } from 'node:child_process';
import { SpeechProviderError } from './types';

export interface RunProcessOptions {
  stdin?: Buffer | string;
  timeoutMs: number;
  /** Output beyond this many bytes stops the process; the result then says `truncated`. */
  maxStdoutBytes?: number;
  cwd?: string;
}

export interface ProcessResult {
  stdout: Buffer;
  /** The last part of stderr, for error messages. */
  stderrTail: string;
  exitCode: number | null;
  truncated: boolean;
}

const STDERR_TAIL_CHARS = 2_000;

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  return new Promise((resolvePromise, rejectPromise) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let truncated = false;
    let settled = false;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };

    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() =>
        rejectPromise(
          new SpeechProviderError('timeout', `${command} did not finish within ${options.timeoutMs} ms`),
        ),
      );
    }, options.timeoutMs);

    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(() =>
        rejectPromise(
          error.code === 'ENOENT'
            ? new SpeechProviderError('unavailable', `${command} is not installed`, { cause: error })
            : new SpeechProviderError('upstream', `${command} could not be started: ${error.message}`, {
                cause: error,
              }),
        ),
      );
    });

    child.stdout.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const limit = options.maxStdoutBytes ?? Number.POSITIVE_INFINITY;
      if (stdoutBytes + chunk.length > limit) {
        chunks.push(chunk.subarray(0, limit - stdoutBytes));
        stdoutBytes = limit;
        truncated = true;
        child.kill('SIGKILL');
        return;
      }
      chunks.push(chunk);
      stdoutBytes += chunk.length;
    });

    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });

    child.on('close', (exitCode) => {
      finish(() =>
        resolvePromise({ stdout: Buffer.concat(chunks), stderrTail: stderr.trim(), exitCode, truncated }),
      );
    });

    // A tool that exits before reading all of stdin makes the pipe fail; its exit code tells the story.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin ?? '');
  });
}

/** The last line of a tool's stderr that says something, for concise error messages. */
export function lastMeaningfulLine(stderrTail: string): string {
  const lines = stderrTail
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('INFO:'));
  return lines.at(-1) ?? 'no diagnostic output';
}
