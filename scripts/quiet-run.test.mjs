import { describe, expect, it } from 'vitest';
import { runQuietly } from './quiet-run.mjs';

function sink(isTTY = false) {
  let text = '';
  return {
    isTTY,
    write: (chunk) => {
      text += String(chunk);
    },
    get text() {
      return text;
    },
  };
}

// A stand-in for the build: a command that prints many lines, as `npm run build` does (about 130).
const NOISY = `for (let i = 1; i <= 130; i++) console.log('build line ' + i);`;

describe('the first start’s build', () => {
  it('shows one line with the time taken, and none of the build’s own output, when it succeeds', async () => {
    const out = sink();
    const errorOut = sink();
    const result = await runQuietly({
      label: 'Building CallReady',
      command: process.execPath,
      args: ['-e', NOISY],
      out,
      errorOut,
    });
    expect(result.ok).toBe(true);
    expect(out.text).toMatch(/^Building CallReady… done in \d+ s\n$/);
    expect(errorOut.text).toBe('');
  });

  it('counts the seconds in place on a terminal, still on one line', async () => {
    const out = sink(true);
    let clock = 0;
    const result = await runQuietly({
      label: 'Building',
      command: process.execPath,
      args: ['-e', NOISY],
      out,
      errorOut: sink(),
      now: () => (clock += 700),
    });
    expect(result.ok).toBe(true);
    expect(out.text.split('\n')).toHaveLength(2);
    expect(out.text).toMatch(/\rBuilding… done in \d+ s\n$/);
  });

  it('prints the whole output when the build fails', async () => {
    const out = sink();
    const errorOut = sink();
    const result = await runQuietly({
      label: 'Building',
      command: process.execPath,
      args: ['-e', `${NOISY}; console.error('src/x.ts: error TS2322'); process.exit(2)`],
      out,
      errorOut,
    });
    expect(result).toMatchObject({ ok: false, code: 2 });
    expect(out.text).toMatch(/^Building… failed in \d+ s\n$/);
    expect(errorOut.text).toContain('build line 1\n');
    expect(errorOut.text).toContain('build line 130\n');
    expect(errorOut.text).toContain('error TS2322');
  });
});
