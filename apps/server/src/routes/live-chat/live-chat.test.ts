// Live chat on /contact only when configured (ADR 042): the widget's address is offered, and only the
// contact page's Content-Security-Policy admits exactly its origin.
import { liveChatConfigSchema } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('without a chat service', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('offers no live chat, and no page admits another script origin', async () => {
    const response = await context.app.request('/api/live-chat/config');
    expect(response.status).toBe(200);
    expect(liveChatConfigSchema.parse(await response.json())).toEqual({ scriptUrl: null });
    const policy = (await context.app.request('/contact')).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe('');
  });
});

describe('with a chat service', () => {
  const SCRIPT = 'https://chat.example.net/widget/v2.js?site=callready';
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ env: { LIVE_CHAT_SCRIPT_URL: SCRIPT } });
  });
  afterAll(() => context.close());

  it('offers the widget’s script address', async () => {
    const response = await context.app.request('/api/live-chat/config');
    expect(liveChatConfigSchema.parse(await response.json())).toEqual({ scriptUrl: SCRIPT });
  });

  it.each(['/contact', '/contact/'])('admits exactly the widget’s origin on %s', async (path) => {
    const policy = (await context.app.request(path)).headers.get('content-security-policy') ?? '';
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src']) {
      const sources = directive(policy, name).split(' ').slice(1);
      expect(sources).toContain('https://chat.example.net');
      expect(sources.filter((source) => !source.startsWith("'") && !source.endsWith(':'))).toEqual([
        'https://chat.example.net',
      ]);
    }
  });

  it.each(['/', '/about', '/contact-us', '/child-login', '/api/live-chat/config'])(
    'keeps the strict policy on %s',
    async (path) => {
      const policy = (await context.app.request(path)).headers.get('content-security-policy') ?? '';
      expect(policy).not.toContain('chat.example.net');
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    },
  );

  it('refuses a chat address that is not https', async () => {
    await expect(
      createTestContext({ env: { LIVE_CHAT_SCRIPT_URL: 'http://chat.example.net/w.js' } }),
    ).rejects.toThrow(/LIVE_CHAT_SCRIPT_URL/);
  });
});
