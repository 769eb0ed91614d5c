import { describe, expect, it } from 'vitest';
import { decidePageAccess, type PageAccessInput } from './page-access';

const visitor: PageAccessInput = {
  routeCode: null,
  parentSignedIn: false,
  authLoading: false,
  storedCode: null,
  lookup: 'idle',
};

describe('public scenario and voice-practice pages', () => {
  it('refuse a visitor with neither a parent session nor a child code', () => {
    expect(decidePageAccess(visitor)).toBe('denied');
  });

  it('wait while it is not yet known whether a parent is signed in', () => {
    expect(decidePageAccess({ ...visitor, authLoading: true })).toBe('loading');
  });

  it('let a signed-in parent in without any code', () => {
    expect(decidePageAccess({ ...visitor, parentSignedIn: true })).toBe('allowed');
  });

  it('let a child in once the stored code is verified', () => {
    const child = { ...visitor, storedCode: 'ABCD2345' };
    expect(decidePageAccess({ ...child, lookup: 'pending' })).toBe('loading');
    expect(decidePageAccess({ ...child, lookup: 'found' })).toBe('allowed');
  });

  it('refuse a child whose stored code is unknown', () => {
    expect(decidePageAccess({ ...visitor, storedCode: 'ABCD2345', lookup: 'unknown' })).toBe('denied');
  });

  it('do not lock a child out when the check itself fails (offline, busy server)', () => {
    expect(decidePageAccess({ ...visitor, storedCode: 'ABCD2345', lookup: 'failed' })).toBe('allowed');
  });
});

describe('pages under /child/{code}/', () => {
  const childPath = { ...visitor, routeCode: 'ABCD2345' };

  it('wait for the code in the path to be checked, whoever is looking', () => {
    expect(decidePageAccess({ ...childPath, lookup: 'pending' })).toBe('loading');
    expect(decidePageAccess({ ...childPath, parentSignedIn: true, lookup: 'pending' })).toBe('loading');
  });

  it('open for a valid code', () => {
    expect(decidePageAccess({ ...childPath, lookup: 'found' })).toBe('allowed');
  });

  it('send an unknown code to its dashboard, which explains the problem', () => {
    expect(decidePageAccess({ ...childPath, lookup: 'unknown' })).toBe('code-problem');
    expect(decidePageAccess({ ...childPath, parentSignedIn: true, lookup: 'unknown' })).toBe('code-problem');
  });

  it('stay open through a failed check only for the code already stored on this device', () => {
    expect(decidePageAccess({ ...childPath, storedCode: 'ABCD2345', lookup: 'failed' })).toBe('allowed');
    expect(decidePageAccess({ ...childPath, storedCode: 'WXYZ2345', lookup: 'failed' })).toBe('code-problem');
  });
});
