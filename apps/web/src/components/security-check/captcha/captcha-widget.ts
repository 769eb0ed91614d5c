import type { Ref } from 'react';

/** What a form can ask of its security check. */
export type CaptchaHandle = {
  /** Forgets the current solution (the server accepts each one once) and starts a fresh check. */
  reset: () => void;
};

export type CaptchaWidgetProps = {
  ref?: Ref<CaptchaHandle>;
  /** The solution to send in the x-captcha-response header, or null while there is none. */
  onTokenChange: (token: string | null) => void;
  /** True when the check could not load (or not within 10 seconds). */
  onLoadFailureChange: (failed: boolean) => void;
};
