import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { describeProviders } from '../../providers/describe-providers';
import { readOutbox, signUp } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw,
      });
      done();
    });
  },
});

let context: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  context = await createTestContext({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'CallReady Test <hello@callready.test>' },
  });
});
afterAll(async () => {
  await context.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable encoding, which may split and escape a long link. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('e-mail over SMTP', () => {
  it('is named in the start-up summary by its host', () => {
    expect(describeProviders(context.env)).toContainEqual({
      concern: 'e-mail',
      provider: 'SMTP (127.0.0.1)',
    });
  });

  it('delivers the verification e-mail, whose link verifies the address', async () => {
    const email = 'smtp-parent@example.com';
    expect((await signUp(context, { email })).status).toBe(200);
    await context.settle();

    const mail = received.find((candidate) => candidate.to.includes(email));
    expect(mail?.from).toBe('hello@callready.test');
    const message = decodeQuotedPrintable(mail?.raw ?? '');
    expect(message).toMatch(/^Subject: Confirm your e-mail address for CallReady$/m);
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
    // The plain-text part comes first and carries the link as written.
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(message)?.[0];
    expect(link).toMatch(/&callbackURL=%2Fparent-dashboard$/);

    const opened = await context.app.request(link ?? '');
    expect(opened.status).toBe(302);
    const [user] = await context.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('keeps nothing in the dev outbox', async () => {
    expect(await readOutbox(context)).toEqual([]);
  });
});
