import { renderEmail, type RenderedEmail } from './render-email';

/** Confirms an account deletion (the privacy notice: the right to erasure). */
export function accountDeletedEmail({
  name,
  childCount,
  callCount,
  homeUrl,
}: {
  name: string;
  childCount: number;
  callCount: number;
  homeUrl: string;
}): RenderedEmail {
  const children = childCount === 1 ? '1 child' : `${childCount} children`;
  const calls = callCount === 1 ? '1 saved practice call' : `${callCount} saved practice calls`;
  return renderEmail({
    subject: 'Your CallReady account has been deleted',
    greeting: `Hello ${name},`,
    intro: [
      `As you asked, we have deleted your CallReady parent account, your profile, ${children} with their invite codes, and ${calls}. Every device that was signed in has been signed out.`,
      'Our encrypted database backups still hold this data for up to 30 days, after which it is gone for good. Backups are only used to recover from a failure, never to bring back a deleted account.',
    ],
    action: { label: 'Visit CallReady', url: homeUrl },
    outro: [
      'This is the last e-mail we will send to this address. If you did not ask for this, please reply to this e-mail straight away.',
    ],
  });
}
