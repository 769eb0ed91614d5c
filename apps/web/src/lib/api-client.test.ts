import { describe, expect, it } from 'vitest';
import { errorFromBody } from './api-client';

describe('errorFromBody', () => {
  it("keeps the server's message and code so screens can explain the refusal", () => {
    const error = errorFromBody(403, { error: 'Not allowed', code: 'FORBIDDEN' }, 'fallback');
    expect(error).toMatchObject({ status: 403, message: 'Not allowed', code: 'FORBIDDEN' });
  });

  it('reads Better Auth style bodies that use `message`', () => {
    expect(errorFromBody(400, { message: 'Invalid token', code: 'INVALID_TOKEN' }, 'fallback').message).toBe(
      'Invalid token',
    );
  });

  it('falls back to a general message when the body says nothing useful', () => {
    expect(errorFromBody(502, null, 'The request failed (502).')).toMatchObject({
      status: 502,
      message: 'The request failed (502).',
      code: undefined,
    });
    expect(errorFromBody(500, { error: '' }, 'fallback').message).toBe('fallback');
  });
});
