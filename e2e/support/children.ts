// Children for browser tests, added through the real API with the signed-in parent's cookies.
import type { Page } from '@playwright/test';

export interface CreatedChild {
  id: string;
  invite_code: string;
}

export interface ChildDetails {
  name: string;
  age: number;
  relationship?: string;
  country_code?: string;
}

/** Adds a child to the parent signed in on this page's context and returns its id and invite code. */
export async function createChild(page: Page, baseURL: string, details: ChildDetails): Promise<CreatedChild> {
  const response = await page.request.post('/api/children', {
    data: { relationship: 'mum', country_code: 'uk', ...details },
    headers: { origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`/api/children answered ${response.status()}: ${await response.text()}`);
  const { child } = (await response.json()) as { child: { id: string; invite_code: string | null } };
  if (!child.invite_code) throw new Error('the new child has no invite code');
  return { id: child.id, invite_code: child.invite_code };
}
