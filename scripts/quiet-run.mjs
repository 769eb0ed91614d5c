// Runs a command with its output held back: one progress line with the time taken while it runs, and the
// whole output only when it fails (the first `npm start` builds this way, so the address is what stands out).
import { spawn } from 'node:child_process';

/**
 * @param {object} options
 * @param {string} options.label what is being done, e.g. "Building CallReady (first start only)"
 * @param {string} options.command
 * @param {string[]} options.args
 * @param {string} [options.cwd]
 * @param {{ write(text: string): unknown; isTTY?: boolean }} [options.out] where the progress line goes
 * @param {{ write(text: string): unknown }} [options.errorOut] where a failure's output goes
 * @param {() => number} [options.now] milliseconds, for the time shown
 * @returns {Promise<{ ok: boolean; code: number | null; seconds: number }>}
 */
export function runQuietly({
  label,
  command,
  args,
  cwd,
  out = process.stdout,
  errorOut = process.stderr,
  now = () => performance.now(),
}) {
  const startedAt = now();
  const elapsed = () => Math.round((now() - startedAt) / 1000);
  const live = Boolean(out.isTTY);
  out.write(live ? `${label}… 0 s` : `${label}…`);
  // On a terminal the line counts the seconds in place; elsewhere (a log file) it is finished once.
  const ticker = live ? setInterval(() => out.write(`\r${label}… ${elapsed()} s`), 1000) : undefined;
  /** @type {Buffer[]} */
  const captured = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => captured.push(chunk));
    child.stderr.on('data', (chunk) => captured.push(chunk));
    const finish = (code, error) => {
      clearInterval(ticker);
      const seconds = elapsed();
      const ok = code === 0 && !error;
      out.write(`${live ? `\r${label}…` : ''} ${ok ? 'done' : 'failed'} in ${seconds} s\n`);
      if (!ok) {
        errorOut.write(Buffer.concat(captured).toString('utf8'));
        if (error) errorOut.write(`${error.message}\n`);
      }
      resolve({ ok, code, seconds });
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (code) => finish(code));
  });
}
