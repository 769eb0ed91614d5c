import { formatLongDate, listNames } from './billing-wording';
import { renderEmail, type RenderedEmail } from './render-email';

/**
 * Confirms a cancellation: when access ends and which children stop then (those beyond the free plan's
 * limit, as the product decides on cancelling), and who keeps practising.
 */
export function cancellationEmail({
  name,
  planName,
  endsAt,
  endedNow,
  freeChildLimit,
  stoppingChildren,
  keptChildren,
  billingUrl,
}: {
  name: string;
  planName: string;
  endsAt: Date | null;
  endedNow: boolean;
  freeChildLimit: number;
  stoppingChildren: readonly string[];
  keptChildren: readonly string[];
  billingUrl: string;
}): RenderedEmail {
  const when = endedNow || !endsAt ? 'today' : `on ${formatLongDate(endsAt)}`;
  const room = freeChildLimit === 1 ? '1 child' : `${freeChildLimit} children`;
  const first = endedNow
    ? `Your ${planName} has been cancelled and ended today. You will not be charged again.`
    : `Your ${planName} has been cancelled, as you asked. You will not be charged again, and your children keep full access until ${formatLongDate(endsAt ?? new Date())}.`;
  const after = endedNow
    ? `Your account is now on the free Starter plan, which has room for ${room}.`
    : `After that your account moves to the free Starter plan, which has room for ${room}.`;
  const children =
    stoppingChildren.length === 0
      ? keptChildren.length === 0
        ? []
        : [`${listNames(keptChildren)} ${keptChildren.length === 1 ? 'keeps' : 'keep'} practising.`]
      : [
          `${listNames(stoppingChildren)} ${stoppingChildren.length === 1 ? 'stops' : 'stop'} practising ${when}: ${stoppingChildren.length === 1 ? 'their invite code stops' : 'their invite codes stop'} working. Nothing is deleted, and they come back if you choose a plan again.`,
          ...(keptChildren.length > 0
            ? [`${listNames(keptChildren)} ${keptChildren.length === 1 ? 'keeps' : 'keep'} practising.`]
            : []),
        ];
  return renderEmail({
    subject: endedNow ? 'Your CallReady plan has ended' : 'Your CallReady plan is cancelled',
    greeting: `Hello ${name},`,
    intro: [first, after, ...children],
    action: { label: endedNow ? 'Choose a plan' : 'Keep my plan', url: billingUrl },
    outro: endedNow
      ? []
      : [
          `You can undo the cancellation on the Billing page at any time before ${formatLongDate(endsAt ?? new Date())}.`,
        ],
  });
}
