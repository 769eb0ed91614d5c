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

  it('say a plan ended at once has ended today, and escape children’s names in HTML', async () => {
    const { mailer, sent } = mailerWithInbox();
    await mailer.sendCancellation({
      to: 'jo@example.com',
      name: 'Jo',
      planName: 'Family Plan',
      endsAt: new Date('2026-11-28T12:00:00Z'),
      endedNow: true,
      freeChildLimit: 1,
      stoppingChildren: ['<b>Ada</b>'],
      keptChildren: ['Ben'],
    });
    const [mail] = sent;
    expect(mail?.subject).toBe('Your CallReady plan has ended');
    expect(mail?.text).toContain('Your Family Plan has been cancelled and ended today.');
    expect(mail?.text).toContain('Your account is now on the free Starter plan, which has room for 1 child.');
    expect(mail?.text).toContain('<b>Ada</b> stops practising today: their invite code stops working.');
    expect(mail?.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail?.links).toEqual(['https://callready.example/billing']);
  });
});
