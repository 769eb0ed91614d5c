import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LOAD_TIMEOUT_MS, CaptchaLoadTimeoutError, withTimeout } from './captcha-timeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up on a security check that has not loaded after 10 seconds', async () => {
    expect(CAPTCHA_LOAD_TIMEOUT_MS).toBe(10_000);
    const never = new Promise<string>(() => {});
    const result = withTimeout(never);
    const assertion = expect(result).rejects.toBeInstanceOf(CaptchaLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
  });

  it('passes on a check that loads in time', async () => {
    const loaded = new Promise<string>((resolve) => setTimeout(() => resolve('ready'), 9_000));
    const result = withTimeout(loaded);
    await vi.advanceTimersByTimeAsync(9_000);
    await expect(result).resolves.toBe('ready');
  });

  it('passes on a load failure as it is', async () => {
    const failure = new Error('script blocked');
    await expect(withTimeout(Promise.reject(failure))).rejects.toBe(failure);
  });
});
