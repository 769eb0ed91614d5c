import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-logger';

describe('loggablePath', () => {
  it('keeps the token of a password-reset link out of the logs', () => {
    expect(loggablePath('/api/auth/reset-password/Xk3d9_secret')).toBe('/api/auth/reset-password/[token]');
  });

  it('leaves other paths as they are', () => {
    expect(loggablePath('/api/auth/reset-password')).toBe('/api/auth/reset-password');
    expect(loggablePath('/parent-dashboard')).toBe('/parent-dashboard');
  });
});
