import { describe, expect, it } from 'vitest';
import { childModeFrom, childRedirectTarget, isChildAllowedPath } from './child-mode-rules';

const child = { id: 'c1', name: 'Ava', age: 9, countryCode: 'uk' };
const stored = { inviteCode: 'ABCD2345', child };

describe('child mode', () => {
  it('is a child session when a code and child data are stored and no parent is signed in', () => {
    expect(childModeFrom(stored, false)).toEqual({
      isChildSession: true,
      isPreview: false,
      inviteCode: 'ABCD2345',
      child,
    });
  });

  it('is a preview when a parent is signed in with child data stored', () => {
    expect(childModeFrom(stored, true)).toMatchObject({
      isChildSession: false,
      isPreview: true,
      inviteCode: 'ABCD2345',
    });
  });

  it('is neither without stored child data', () => {
    expect(childModeFrom(null, false)).toEqual({
      isChildSession: false,
      isPreview: false,
      inviteCode: null,
      child: null,
    });
    expect(childModeFrom(null, true)).toMatchObject({ isChildSession: false, isPreview: false });
  });
});

describe('where a child in a session may go', () => {
  it.each([
    '/child-login',
    '/child-login/',
    '/child/ABCD2345',
    '/child/ABCD2345/scenarios/999',
    '/child/OTHER234/voice-practice',
    '/emergency-guide',
    '/emergency-safety/',
    '/voice-practice',
  ])('stays on %s', (path) => {
    expect(isChildAllowedPath(path)).toBe(true);
    expect(childRedirectTarget(path, stored)).toBeNull();
  });

  it.each([
    '/',
    '/pricing',
    '/auth',
    '/login',
    '/parent-dashboard',
    '/scenarios',
    '/scenarios/111',
    '/scenario/999/house-fire',
    '/child',
    '/children',
    '/child-loginx',
    '/voice-practice/extra',
    '/nowhere',
  ])('is sent from %s to their dashboard', (path) => {
    expect(childRedirectTarget(path, stored)).toBe('/child/ABCD2345');
  });

  it('sends nobody anywhere without a child session', () => {
    expect(childRedirectTarget('/pricing', null)).toBeNull();
  });
});
