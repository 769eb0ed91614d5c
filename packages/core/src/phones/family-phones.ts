// The family's own phone and the route from its locked screen to the emergency keypad (ADR 038).
// Every route is drawn by us, never with a maker's artwork; each cites where it comes from. Pure.
import type { ByReadingBand } from '../age';

export const FAMILY_PHONE_KINDS = ['iphone', 'samsung', 'pixel', 'other-android', 'landline'] as const;
export type FamilyPhoneKind = (typeof FAMILY_PHONE_KINDS)[number];

export const FAMILY_PHONE_LABELS: Readonly<Record<FamilyPhoneKind, string>> = {
  iphone: 'iPhone',
  samsung: 'Samsung Galaxy',
  pixel: 'Google Pixel',
  'other-android': 'Another Android phone',
  landline: 'Landline (home phone)',
};

export function isFamilyPhoneKind(value: unknown): value is FamilyPhoneKind {
  return typeof value === 'string' && (FAMILY_PHONE_KINDS as readonly string[]).includes(value);
}

/** How a practice lock screen looks and where its emergency button is. */
export interface LockScreenRoute {
  /** What the first, locked screen asks for before the passcode screen shows. */
  wakeLabel: string;
  /** The emergency button's words, exactly as the phone shows them. */
  emergencyLabel: string;
  /** Where the button sits on the passcode screen. */
  emergencyPlacement: 'bottom-left' | 'bottom-centre';
  /** The other button at the foot of the passcode screen. */
  otherLabel: string;
  /** Hints after the second wrong tap, in words for the reading band. */
  hint: ByReadingBand;
}

const ANDROID_HINT: ByReadingBand = {
  '5-7': 'Look at the bottom. Tap the words "Emergency call".',
  '8-10': 'You do not need the PIN. Look at the bottom of the screen for "Emergency call".',
  '11-16': 'No PIN is needed for an emergency: tap "Emergency call" at the bottom of the screen.',
};

/**
 * iPhone: Apple's iPhone User Guide, "Make emergency calls on iPhone"
 * (https://support.apple.com/guide/iphone/make-emergency-calls-iph3ebc2b7ed/ios): "On the Passcode
 * screen, tap Emergency"; the passcode screen shows after swiping up from the bottom of the Lock
 * Screen, with Emergency at its bottom left and Cancel at its bottom right.
 *
 * Android (Pixel and other Android phones): the Android Open Source Project's lock screen
 * (frameworks/base, string `lockscreen_emergency_call`, "Emergency call"), shown under the PIN pad
 * after swiping up; Pixel Help, "Get help in an emergency using your Pixel phone"
 * (https://support.google.com/pixelphone/answer/7055029).
 *
 * Samsung Galaxy (One UI): swipe the Lock Screen, then "Emergency call" at the foot of the PIN
 * screen; Samsung's Galaxy user manuals, "Emergency mode" / "Make an emergency call" on a locked device.
 */
export const LOCK_SCREEN_ROUTES: Readonly<Record<Exclude<FamilyPhoneKind, 'landline'>, LockScreenRoute>> = {
  iphone: {
    wakeLabel: 'Swipe up to open',
    emergencyLabel: 'Emergency',
    emergencyPlacement: 'bottom-left',
    otherLabel: 'Cancel',
    hint: {
      '5-7': 'Look at the bottom. Tap the word "Emergency".',
      '8-10': 'You do not need the passcode. Look at the bottom left for "Emergency".',
      '11-16': 'No passcode is needed for an emergency: tap "Emergency" at the bottom left.',
    },
  },
  samsung: {
    wakeLabel: 'Swipe to unlock',
    emergencyLabel: 'Emergency call',
    emergencyPlacement: 'bottom-centre',
    otherLabel: 'Back',
    hint: ANDROID_HINT,
  },
  pixel: {
    wakeLabel: 'Swipe up to unlock',
    emergencyLabel: 'Emergency call',
    emergencyPlacement: 'bottom-centre',
    otherLabel: 'Back',
    hint: ANDROID_HINT,
  },
  'other-android': {
    wakeLabel: 'Swipe up to unlock',
    emergencyLabel: 'Emergency call',
    emergencyPlacement: 'bottom-centre',
    otherLabel: 'Back',
    hint: ANDROID_HINT,
  },
};

/** Wrong taps allowed before the hint shows. */
export const LOCK_SCREEN_TRIES_BEFORE_HINT = 2;

/** The lock screen a phone shows before its keypad, or null for a landline (straight to the keypad). */
export function lockScreenRoute(kind: FamilyPhoneKind | null | undefined): LockScreenRoute | null {
  if (!kind || kind === 'landline') return null;
  return LOCK_SCREEN_ROUTES[kind];
}
