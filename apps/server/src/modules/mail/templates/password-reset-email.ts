import { renderEmail, type RenderedEmail } from './render-email';

export function passwordResetEmail({ name, url }: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: 'Reset your CallReady password',
    greeting: `Hello ${name},`,
    intro: ['We received a request to reset the password of your CallReady parent account.'],
    action: { label: 'Choose a new password', url },
    outro: [
      'The link works once and expires in 1 hour. After the reset you will be signed out everywhere and can sign in with the new password.',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
  });
}
