import { describe, expect, it } from 'vitest';
import { trialOffer } from './trial-offer';

describe('trialOffer', () => {
  it('promises a free trial only when paid plans begin with free days', () => {
    expect(trialOffer(14)).toMatchObject({
      startLabel: 'Start Free Trial',
      startChoice: 'Start a Free Trial',
      parentChoice: 'Parent Login / Start Free Trial',
      visitorNote: 'Start Free Trial or use child code to access',
    });
  });

  it('speaks of the free plan, never a trial, when there is none', () => {
    const offer = trialOffer(0);
    expect(offer.trialDays).toBe(0);
    for (const words of [offer.startLabel, offer.startChoice, offer.parentChoice, offer.visitorNote]) {
      expect(words.toLowerCase()).not.toContain('trial');
    }
  });
});
