// Live chat only when configured (ADR 042), in a sandboxed frame of its own (ADR 053): the widget's
// address is offered, the frame's page loads it under a policy that admits exactly its origin and
// nothing of ours, and no page of the app, /contact included, admits the widget.
import { LIVE_CHAT_FRAME_PATH, liveChatConfigSchema } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

const sources = (policy: string, name: string) => directive(policy, name).split(' ').slice(1);

describe('without a chat service', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('offers no live chat, no frame, and no page admits another script origin', async () => {
    const response = await context.app.request('/api/live-chat/config');
    expect(response.status).toBe(200);
    expect(liveChatConfigSchema.parse(await response.json())).toEqual({ scriptUrl: null });
    const policy = (await context.app.request('/contact')).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe('');

    const frame = await context.app.request(LIVE_CHAT_FRAME_PATH);
    expect(frame.status).toBe(404);
    expect(await frame.text()).not.toContain('<script');
  });
});

describe('with a chat service', () => {
  const SCRIPT = 'https://chat.example.net/widget/v2.js?site=callready&lang=en';
  const ORIGIN = 'https://chat.example.net';
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ env: { LIVE_CHAT_SCRIPT_URL: SCRIPT } });
  });
  afterAll(() => context.close());

  it('offers the widget’s script address', async () => {
    const response = await context.app.request('/api/live-chat/config');
    expect(liveChatConfigSchema.parse(await response.json())).toEqual({ scriptUrl: SCRIPT });
  });

  it('serves the frame’s page with the widget’s script and nothing of ours', async () => {
    const response = await context.app.request(LIVE_CHAT_FRAME_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="https://chat.example.net/widget/v2.js?site=callready&amp;lang=en">',
    ]);
    expect(html).not.toMatch(/\/assets\/|<link|<style|<iframe/);
  });

  it('gives the frame’s page a policy of its own: the widget’s origin only, sandboxed, framed by us alone', async () => {
    const response = await context.app.request(LIVE_CHAT_FRAME_PATH);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    for (const name of [
      'script-src',
      'connect-src',
      'frame-src',
      'img-src',
      'style-src',
      'font-src',
      'form-action',
    ]) {
      // Nothing of our own origin: a widget's request to our API is refused before it is sent.
      expect(sources(policy, name), name).not.toContain("'self'");
      expect(
        sources(policy, name).filter((source) => !source.startsWith("'") && !source.endsWith(':')),
        name,
      ).toEqual([ORIGIN]);
    }
    expect(sources(policy, 'script-src')).toEqual([ORIGIN]);
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    // Sandboxed however it is opened, never with our origin.
    expect(directive(policy, 'sandbox')).toBe('sandbox allow-scripts allow-forms allow-popups');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).not.toContain('allow-popups-to-escape-sandbox');
    expect(policy).not.toContain('allow-top-navigation');
    // Framed by our own pages only.
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/contact', '/contact/', '/', '/about', '/contact-us', '/child-login', '/api/live-chat/config'])(
    'keeps the strict policy, without the widget’s origin, on %s',
    async (path) => {
      const response = await context.app.request(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).not.toContain('chat.example.net');
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('refuses a chat address that is not https', async () => {
    await expect(
      createTestContext({ env: { LIVE_CHAT_SCRIPT_URL: 'http://chat.example.net/w.js' } }),
    ).rejects.toThrow(/LIVE_CHAT_SCRIPT_URL/);
  });
});
