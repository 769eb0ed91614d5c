import { formatAmount, formatLongDate } from './billing-wording';
import { renderEmail, type RenderedEmail } from './render-email';

/** Sent before a plan renews (the provider's upcoming-invoice event), so the charge is never a surprise. */
export function renewalNoticeEmail({
  name,
  planName,
  amountMinor,
  currency,
  renewsAt,
  billingUrl,
}: {
  name: string;
  planName: string;
  amountMinor: number;
  currency: string;
  renewsAt: Date;
  billingUrl: string;
}): RenderedEmail {
  const date = formatLongDate(renewsAt);
  const amount = formatAmount(amountMinor, currency);
  return renderEmail({
    subject: `Your CallReady plan renews on ${date}`,
    greeting: `Hello ${name},`,
    intro: [
      `Your ${planName} renews on ${date}, when ${amount} will be taken from your card.`,
      'To keep it, there is nothing to do.',
    ],
    action: { label: 'Manage your plan', url: billingUrl },
    outro: [
      `To stop it, cancel on the Billing page before ${date}. You will not be charged again, and your children keep full access until then.`,
    ],
  });
}
