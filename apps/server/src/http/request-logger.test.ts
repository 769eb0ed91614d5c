import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-logger';

describe('loggablePath', () => {
  it('keeps the token of a password-reset link out of the logs', () => {
    expect(loggablePath('/api/auth/reset-password/Xk3d9_secret')).toBe('/api/auth/reset-password/[token]');
  });

  it('keeps a child’s invite code out of the logs, in the API and in the web app’s pages', () => {
    expect(loggablePath('/api/child/ABCD2345')).toBe('/api/child/[code]');
    expect(loggablePath('/api/child/abcd2345/progress')).toBe('/api/child/[code]/progress');
    expect(loggablePath('/child/ABCD2345/scenario/999/house-fire')).toBe(
      '/child/[code]/scenario/999/house-fire',
    );
  });

  it('keeps the child API’s fixed paths readable', () => {
    expect(loggablePath('/api/child/calls')).toBe('/api/child/calls');
    expect(loggablePath('/api/child/progress')).toBe('/api/child/progress');
    expect(loggablePath('/api/children/0b4c/invite-code')).toBe('/api/children/0b4c/invite-code');
    expect(loggablePath('/child-login')).toBe('/child-login');
  });

  it('leaves other paths as they are', () => {
    expect(loggablePath('/api/auth/reset-password')).toBe('/api/auth/reset-password');
    expect(loggablePath('/parent-dashboard')).toBe('/parent-dashboard');
  });
});
