import { devMailboxResponseSchema } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestContext, PRODUCTION_TEST_ENV, type TestContext } from '../../test/test-context';

describe('the dev mailbox', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const mailbox = async () => {
    await context.settle();
    const response = await context.app.request('/api/dev/mailbox');
    expect(response.status).toBe(200);
    return devMailboxResponseSchema.parse(await response.json()).messages;
  };

  it('lists the kept e-mail newest first, with each message’s links', async () => {
    await signUp(context, { email: 'first@example.com' });
    await signUp(context, { email: 'second@example.com' });
    const messages = await mailbox();
    expect(messages.map((message) => message.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[0]?.links[0]).toContain('/api/auth/verify-email?token=');
    expect(messages[0]?.html).toContain('<a href=');
    expect(messages[0]?.text).toContain(messages[0]?.links[0]);
  });

  it('is emptied by DELETE', async () => {
    const response = await context.app.request('/api/dev/mailbox', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await mailbox()).toEqual([]);
  });
});

describe('the dev mailbox in production', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: PRODUCTION_TEST_ENV,
    });
  });
  afterAll(() => context.close());

  it.each(['GET', 'DELETE'])('does not exist (%s answers 404)', async (method) => {
    const response = await context.app.request('/api/dev/mailbox', { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
