// docs/product.md §8 'Security check': if the check cannot load within 10 seconds, say so instead of waiting.

export const CAPTCHA_LOAD_TIMEOUT_MS = 10_000;

export const CAPTCHA_LOAD_ERROR = {
  title: 'Could not load security verification',
  description: 'Please refresh the page to try again',
} as const;

export class CaptchaLoadTimeoutError extends Error {
  constructor() {
    super('The security check did not load in time.');
    this.name = 'CaptchaLoadTimeoutError';
  }
}

/** Settles like `work`, or rejects with CaptchaLoadTimeoutError once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number = CAPTCHA_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CaptchaLoadTimeoutError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A fetch that gives up after the load timeout; handed to the ALTCHA widget for its challenge. */
export function fetchWithLoadTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(CAPTCHA_LOAD_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
}
