import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import type { OutgoingMail } from '../../providers/mail/mail-provider';
import { createMailer } from './mailer';

function mailerWithInbox() {
  const sent: OutgoingMail[] = [];
  const mailer = createMailer({
    provider: { description: 'memory', send: async (mail) => void sent.push(mail), close: () => undefined },
    from: 'CallReady <no-reply@callready.local>',
    publicUrl: 'https://callready.example',
    logger: createLogger({ level: 'silent' }),
  });
  return { mailer, sent };
}

const RESET_URL = 'https://callready.example/api/auth/reset-password/abc?callbackURL=%2Fpassword-reset';

describe('the e-mails', () => {
  it('carry the link in both the HTML and the plain text, from the configured sender', async () => {
    const { mailer, sent } = mailerWithInbox();
    await mailer.sendPasswordReset({ to: 'sam@example.com', name: 'Sam', url: RESET_URL });
    const [mail] = sent;
    expect(mail).toMatchObject({
      from: 'CallReady <no-reply@callready.local>',
      to: 'sam@example.com',
      subject: 'Reset your CallReady password',
      links: [RESET_URL],
    });
    expect(mail?.text).toContain(RESET_URL);
    expect(mail?.text).toContain('expires in 1 hour');
    expect(mail?.html).toContain(`href="${RESET_URL.replace('&', '&amp;')}"`);
    expect(mail?.html).toContain('CallReady');
  });

  it('escape the parent’s name in HTML', async () => {
    const { mailer, sent } = mailerWithInbox();
    await mailer.sendVerification({ to: 'x@example.com', name: '<script>alert(1)</script>', url: RESET_URL });
    expect(sent[0]?.html).not.toContain('<script>');
    expect(sent[0]?.html).toContain('&lt;script&gt;');
    expect(sent[0]?.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('offer the owner of a registered address a reset link and the sign-in page', async () => {
    const { mailer, sent } = mailerWithInbox();
    await mailer.sendExistingAccountNotice({ to: 'owner@example.com', name: 'Owner', resetUrl: RESET_URL });
    expect(sent[0]?.links).toEqual([RESET_URL, 'https://callready.example/auth']);
    expect(sent[0]?.text).toContain('https://callready.example/auth');
  });
});
