import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it.each(['/', '/about', '/about/', '/reports/3f1c', '/child/ABCD2345/results/999/house-fire', '/eclipse'])(
    'knows %s',
    (path) => {
      expect(isAppRoute(path)).toBe(true);
    },
  );

  it.each(['/no-such-page', '/about/team', '/reports', '/child/ABCD2345/unknown', '/eclipse/users'])(
    'does not know %s',
    (path) => {
      expect(isAppRoute(path)).toBe(false);
    },
  );

  it('knows the development outbox only while development routes are on', () => {
    expect(isAppRoute('/dev/mailbox')).toBe(false);
    expect(isAppRoute('/dev/mailbox', { development: true })).toBe(true);
  });

  it("knows the sandbox's checkout and portal only while the sandbox takes payments", () => {
    for (const path of ['/billing/checkout/cs_1', '/billing/portal/ps_1']) {
      expect(isAppRoute(path)).toBe(false);
      expect(isAppRoute(path, { development: true })).toBe(false);
      expect(isAppRoute(path, { sandboxPayments: true })).toBe(true);
    }
    expect(isAppRoute('/billing')).toBe(true);
  });
});
