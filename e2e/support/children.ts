// Children for browser tests, added through the real API with the signed-in parent's cookies.
import type { Page } from '@playwright/test';

export interface CreatedChild {
  id: string;
  inviteCode: string;
}

export interface ChildDetails {
  name: string;
  age: number;
  relationship?: string;
  countryCode?: string;
}

/** Adds a child to the parent signed in on this page's context and returns its id and invite code. */
export async function createChild(page: Page, baseURL: string, details: ChildDetails): Promise<CreatedChild> {
  const response = await page.request.post('/api/children', {
    data: { relationship: 'mum', countryCode: 'uk', ...details },
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`/api/children answered ${response.status()}: ${await response.text()}`);
  const { child } = (await response.json()) as { child: { id: string; inviteCode: string | null } };
  if (!child.inviteCode) throw new Error('the new child has no invite code');
  return { id: child.id, inviteCode: child.inviteCode };
}
