// The billing e-mails with the local sandbox provider: a receipt for the checkout paid and for a renewal
// as its clock passes the period end, and a confirmation of a cancellation naming the children who stop.
import { describe, expect, it } from 'vitest';
import { apiRequest, readOutbox, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, subscribeThroughSandbox } from '../../test/children-helpers';
import { useTestContext } from '../../test/test-context';
import { FROM_THIS_MACHINE } from '../../test/this-machine';

const context = useTestContext();

/** The sandbox clock past the period end (a development route, answered only on this machine, ADR 050). */
const passPeriodEnd = (cookie: string) =>
  context.app.request(
    '/api/dev/billing-clock',
    { method: 'POST', headers: { origin: context.env.PUBLIC_URL, cookie } },
    FROM_THIS_MACHINE,
  );

const mailsTo = async (email: string, subject: RegExp) =>
  (await readOutbox(context)).filter((mail) => mail.to === email && subject.test(mail.subject));

describe('e-mails from the sandbox provider', () => {
  it('sends a receipt for the checkout and for each renewal, with the plan’s price and period', async () => {
    const email = 'sandbox-receipts@example.com';
    const parent = await signUpAndVerify(context, { email, name: 'Kim Parent' });
    await subscribeThroughSandbox(context, parent, 'enterprise');
    const [first] = await mailsTo(email, /receipt/);
    expect(first?.subject).toBe('Your CallReady receipt: £3.75 for the Large Family Plan');
    expect(first?.text).toContain('Plan: Large Family Plan (up to 5 children)');
    expect(first?.text).toMatch(/Period: \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}/);

    const moved = await passPeriodEnd(parent.cookie);
    expect(moved.status).toBe(200);
    expect(await mailsTo(email, /receipt/)).toHaveLength(2);
  });

  it('confirms a cancellation with the end date and the children who stop, and the child kept', async () => {
    const email = 'sandbox-cancel@example.com';
    const parent = await signUpAndVerify(context, { email, name: 'Lee Parent' });
    await subscribeThroughSandbox(context, parent, 'premium');
    await addChild(context, parent, { name: 'Ada' });
    const ben = await addChild(context, parent, { name: 'Ben' });
    await addChild(context, parent, { name: 'Cy' });
    const cancelled = await apiRequest(context, '/api/billing/cancel-subscription', {
      body: { keepChildIds: [ben.id] },
      cookie: parent.cookie,
    });
    expect(cancelled.status).toBe(200);
    const confirmations = await mailsTo(email, /cancelled/);
    expect(confirmations).toHaveLength(1);
    const text = confirmations[0]!.text;
    expect(text).toMatch(/your children keep full access until \d{1,2} \w+ \d{4}\./);
    expect(text).toMatch(
      /Ada and Cy stop practising on \d{1,2} \w+ \d{4}: their invite codes stop working\./,
    );
    expect(text).toContain('Ben keeps practising.');

    // The period ends: the plan was already cancelled, so nothing more is said about it.
    expect((await passPeriodEnd(parent.cookie)).status).toBe(200);
    expect(await mailsTo(email, /cancelled|ended/)).toHaveLength(1);
    expect(await mailsTo(email, /receipt/)).toHaveLength(1);
  });
});
