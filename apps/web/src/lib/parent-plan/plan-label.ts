// How the parent's pages name a plan in a sentence or a tile (the dashboard's overview, /billing).

/** The plan's name as a phrase: 'Free' reads 'Free plan'; 'Family Plan' already says so. */
export function planLabel(planName: string): string {
  return /\bplan$/i.test(planName.trim()) ? planName.trim() : `${planName.trim()} plan`;
}
