import { describe, expect, it } from 'vitest';
import { allowsCountryPrompt, showsSiteChrome } from './chrome-visibility';

describe('site chrome and country prompt visibility', () => {
  const childPaths = [
    '/child-login',
    '/child-login/',
    '/child/AB12CD34',
    '/child/AB12CD34/scenarios/999',
    '/child/',
  ];
  const sitePaths = [
    '/',
    '/about',
    '/login',
    '/auth',
    '/scenarios',
    '/voice-practice',
    '/emergency-guide',
    '/child',
    '/children',
    '/child-login/extra',
    '/child-loginx',
    '/eclipsed',
    '/eclipse-other',
  ];

  const staffPaths = ['/eclipse', '/eclipse/', '/eclipse-login', '/eclipse-2fa-setup', '/eclipse-setup'];

  it.each([...childPaths, ...staffPaths])('hides the header, footer and prompt on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(false);
    expect(allowsCountryPrompt(path)).toBe(false);
  });

  it.each(sitePaths)('shows the header, footer and prompt on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(true);
    expect(allowsCountryPrompt(path)).toBe(true);
  });
});
