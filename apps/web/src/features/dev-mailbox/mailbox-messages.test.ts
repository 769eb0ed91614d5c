import { describe, expect, it } from 'vitest';
import type { DevMailboxMessage } from '@callready/contract';
import { mailLinkKind, sortNewestFirst } from './mailbox-messages';

const message = (id: string, createdAt: string): DevMailboxMessage => ({
  id,
  to: 'parent@example.com',
  subject: id,
  text: '',
  html: '',
  links: [],
  createdAt,
});

describe('sortNewestFirst', () => {
  it('shows the latest e-mail at the top', () => {
    const sorted = sortNewestFirst([
      message('first', '2026-03-01T10:00:00.000Z'),
      message('third', '2026-03-01T10:05:00.000Z'),
      message('second', '2026-03-01T10:01:00.000Z'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['third', 'second', 'first']);
  });

  it('leaves the list it was given untouched', () => {
    const messages = [message('a', '2026-03-01T10:00:00.000Z'), message('b', '2026-03-02T10:00:00.000Z')];
    sortNewestFirst(messages);
    expect(messages.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});

describe('mailLinkKind', () => {
  it('recognises the e-mail confirmation link', () => {
    expect(
      mailLinkKind('http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fparent-dashboard'),
    ).toBe('verify-email');
  });

  it('recognises password reset links', () => {
    expect(
      mailLinkKind('http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Fpassword-reset'),
    ).toBe('reset-password');
    expect(mailLinkKind('http://localhost:3000/password-reset?token=abc')).toBe('reset-password');
  });

  it('treats anything else as an ordinary link', () => {
    expect(mailLinkKind('http://localhost:3000/auth')).toBe('other');
    expect(mailLinkKind('not a url at all %%')).toBe('other');
  });
});
