import { describe, expect, it } from 'vitest';
import { FAMILY_PHONE_KINDS, isFamilyPhoneKind, lockScreenRoute } from './family-phones';

describe('lockScreenRoute', () => {
  it("shows the iPhone's Emergency at the bottom left of the passcode screen", () => {
    expect(lockScreenRoute('iphone')).toMatchObject({
      emergencyLabel: 'Emergency',
      emergencyPlacement: 'bottom-left',
    });
  });

  it.each(['samsung', 'pixel', 'other-android'] as const)('shows "Emergency call" on %s', (kind) => {
    expect(lockScreenRoute(kind)?.emergencyLabel).toBe('Emergency call');
  });

  it('goes straight to the keypad for a landline or no phone chosen', () => {
    expect(lockScreenRoute('landline')).toBeNull();
    expect(lockScreenRoute(null)).toBeNull();
  });

  it('has a hint for every reading band on every phone with a lock screen', () => {
    for (const kind of FAMILY_PHONE_KINDS) {
      const route = lockScreenRoute(kind);
      if (route)
        expect(Object.values(route.hint).every((hint) => hint.includes(route.emergencyLabel))).toBe(true);
    }
  });

  it('knows its own kinds', () => {
    expect(isFamilyPhoneKind('pixel')).toBe(true);
    expect(isFamilyPhoneKind('nokia')).toBe(false);
  });
});
