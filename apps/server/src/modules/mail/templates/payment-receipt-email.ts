import { formatAmount, formatLongDate } from './billing-wording';
import { renderEmail, type RenderedEmail } from './render-email';

/** A receipt for a payment the provider has taken (its amount, plan and period, from the provider's event). */
export function paymentReceiptEmail({
  name,
  planName,
  childLimit,
  amountMinor,
  currency,
  periodStart,
  periodEnd,
  billingUrl,
}: {
  name: string;
  planName: string;
  childLimit: number;
  amountMinor: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  billingUrl: string;
}): RenderedEmail {
  const amount = formatAmount(amountMinor, currency);
  const period =
    periodStart && periodEnd
      ? [`Period: ${formatLongDate(periodStart)} to ${formatLongDate(periodEnd)}`]
      : [];
  return renderEmail({
    subject: `Your CallReady receipt: ${amount} for the ${planName}`,
    greeting: `Hello ${name},`,
    intro: [
      'Thank you: we have received your payment.',
      `Amount paid: ${amount}`,
      `Plan: ${planName} (up to ${childLimit} children)`,
      ...period,
    ],
    action: { label: 'See your plan', url: billingUrl },
    outro: [
      'You can change or cancel your plan at any time on the Billing page; a cancelled plan keeps full access until the end of the period you have paid for.',
    ],
  });
}
