// A parent who pays for a bigger plan from Add Child comes back to Add Child: create-checkout carries a
// path on this site, and nothing else, to the page the checkout returns to.
import { describe, expect, it } from 'vitest';
import { apiRequest, errorCode, readJson, signUpAndVerify } from '../../test/auth-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

let parents = 0;
const newParent = () => {
  parents += 1;
  return signUpAndVerify(context, { email: `return-path-${parents}@example.com` });
};

describe('create-checkout with a return path', () => {
  it("sends the sandbox's checkout on to the same-site path after paying", async () => {
    const parent = await newParent();
    const opened = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'premium', returnTo: '/parent-dashboard?add-child=1' },
      cookie: parent.cookie,
    });
    expect(opened.status).toBe(200);
    const url = new URL((await readJson<{ url: string }>(opened)).url);
    expect(url.pathname).toMatch(/^\/billing\/checkout\//);
    expect(url.searchParams.get('then')).toBe(
      `/billing?checkout=success&returnTo=${encodeURIComponent('/parent-dashboard?add-child=1')}`,
    );
  });

  it('opens the usual checkout without one', async () => {
    const parent = await newParent();
    const opened = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: parent.cookie,
    });
    const url = new URL((await readJson<{ url: string }>(opened)).url);
    expect(url.search).toBe('');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'parent-dashboard'])(
    'refuses %s as a return path',
    async (returnTo) => {
      const parent = await newParent();
      const refused = await apiRequest(context, '/api/billing/create-checkout', {
        body: { tier: 'premium', returnTo },
        cookie: parent.cookie,
      });
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe('INVALID_INPUT');
    },
  );
});
