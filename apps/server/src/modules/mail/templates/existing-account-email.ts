import { renderEmail, type RenderedEmail } from './render-email';

/** Sent instead of a second account: the sign-up form itself never says an address is taken. */
export function existingAccountEmail({
  name,
  resetUrl,
  signInUrl,
}: {
  name: string;
  resetUrl: string;
  signInUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: 'Someone tried to sign up to CallReady with your e-mail address',
    greeting: `Hello ${name},`,
    intro: [
      'Someone just tried to create a CallReady parent account with this e-mail address, but you already have one.',
      `If that was you, sign in at ${signInUrl}. If you have forgotten your password, you can choose a new one here:`,
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    outro: [
      'The link works once and expires in 1 hour.',
      'If it was not you, you can ignore this e-mail: nothing about your account has changed.',
    ],
    otherLinks: [signInUrl],
  });
}
