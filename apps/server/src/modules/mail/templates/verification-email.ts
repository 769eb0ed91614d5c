import { renderEmail, type RenderedEmail } from './render-email';

export function verificationEmail({ name, url }: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your e-mail address for CallReady',
    greeting: `Hello ${name},`,
    intro: [
      'Thank you for creating a CallReady parent account.',
      'Please confirm your e-mail address so you can sign in, add your children and follow their progress.',
    ],
    action: { label: 'Confirm my e-mail address', url },
    outro: [
      'The link works for 24 hours. If it has expired, go to the sign-in page, sign in and choose "Send the link again".',
      'If you did not create a CallReady account, you can ignore this e-mail.',
    ],
  });
}
