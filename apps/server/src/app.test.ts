import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-context';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...values]) => [name, values]),
  );
}

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/children/unknown/action'],
    ['DELETE', '/api/'],
    ['GET', '/api'],
  ])('%s %s answers a JSON 404, never the web app', async (method, path) => {
    const response = await context.app.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/missing', '/parent-dashboard'])('are sent on %s', async (path) => {
    const response = await context.app.request(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('use a content security policy that allows no inline or outside script', async () => {
    const csp = cspDirectives(await context.app.request('/api/health'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  });

  it('give every response a request id to match it with the logs', async () => {
    const response = await context.app.request('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});
