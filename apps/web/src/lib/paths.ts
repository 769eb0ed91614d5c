// Every address in the web app (docs/product.md §2.1), in one place: links, redirects and navigation
// build paths here and never by hand. Values that come from people or the database (invite codes,
// child ids, scenario ids) are always URL-encoded. The route patterns themselves are in app/router.tsx.
import type { ScenarioType } from '@callready/core';

const segment = (value: string) => encodeURIComponent(value);

/** The training pages of one child, under /child/{inviteCode}/. */
export function childPaths(inviteCode: string) {
  const base = `/child/${segment(inviteCode)}`;
  return {
    dashboard: base,
    voicePractice: `${base}/voice-practice`,
    learnAddress: `${base}/learn-address`,
    scenarios: `${base}/scenarios`,
    scenariosOfType: (type: ScenarioType) => `${base}/scenarios/${type}`,
    briefing: (type: ScenarioType, scenarioId: string) => `${base}/scenario/${type}/${segment(scenarioId)}`,
    conversation: (type: ScenarioType, scenarioId: string) =>
      `${base}/scenario/${type}/${segment(scenarioId)}/conversation`,
    results: (type: ScenarioType, scenarioId: string) => `${base}/results/${type}/${segment(scenarioId)}`,
  };
}

export const paths = {
  home: '/',
  about: '/about',
  howItWorks: '/how-it-works',
  pricing: '/pricing',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  emergencyGuide: '/emergency-guide',
  emergencySafety: '/emergency-safety',
  login: '/login',
  auth: '/auth',
  /** The parent portal opened on its Sign Up tab. */
  signUp: '/auth?tab=signup',
  passwordReset: '/password-reset',
  parentDashboard: '/parent-dashboard',
  /** The same dashboard under its second address (docs/product.md §2.1). */
  dashboard: '/dashboard',
  billing: '/billing',
  reports: (childId: string) => `/reports/${segment(childId)}`,
  childLogin: '/child-login',
  /** Voice practice outside a child's pages (a parent, or a child session). */
  voicePractice: '/voice-practice',
  /** The public scenario pages, outside a child's pages. */
  scenarios: '/scenarios',
  scenariosOfType: (type: ScenarioType) => `/scenarios/${type}`,
  briefing: (type: ScenarioType, scenarioId: string) => `/scenario/${type}/${segment(scenarioId)}`,
  child: childPaths,
  eclipseLogin: '/eclipse-login',
  eclipse: '/eclipse',
  eclipseTwoFactorSetup: '/eclipse-2fa-setup',
  eclipseSetup: '/eclipse-setup',
  devMailbox: '/dev/mailbox',
} as const;
