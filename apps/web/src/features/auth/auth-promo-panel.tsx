import { PRACTICE_TIME_CLAIM } from '@callready/core';
import { BarChart3, HeartHandshake, Lock, PhoneCall, ShieldCheck } from 'lucide-react';
import { IconPointList, type IconPoint } from '@/components/icon-point-list';

const BENEFITS: readonly IconPoint[] = [
  {
    icon: PhoneCall,
    title: 'Realistic practice calls',
    text: 'A friendly spoken operator guides your child through emergency and non-emergency calls.',
  },
  {
    icon: ShieldCheck,
    title: 'A safe, simulated environment',
    text: 'No real number is ever dialled, and every scenario is age-appropriate.',
  },
  {
    icon: BarChart3,
    title: 'Progress you can see',
    text: 'Stars, levels and reports show how each child is getting on.',
  },
  {
    icon: Lock,
    title: 'Parent-controlled accounts',
    text: 'Children join with an invite code from you. No personal data is shared.',
  },
];

/** The right-hand panel of the parent portal: why a parent would sign up. */
export function AuthPromoPanel() {
  return (
    <aside
      aria-labelledby="auth-promo-heading"
      className="relative flex flex-col gap-7 overflow-hidden rounded-3xl bg-gradient-to-br from-blue-700 via-primary to-sky-500 p-7 text-white shadow-xl sm:p-9"
    >
      <div
        className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-white/10"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-24 -left-12 size-56 rounded-full bg-white/10"
        aria-hidden="true"
      />

      <div className="relative flex flex-col gap-3">
        <p className="w-fit rounded-full bg-white/15 px-3.5 py-1 text-sm font-bold tracking-wide uppercase">
          Free to start
        </p>
        <h2 id="auth-promo-heading" className="text-3xl font-extrabold tracking-tight text-balance">
          Give your child the confidence to call for help
        </h2>
        <p className="text-lg leading-relaxed text-blue-50">
          Start free with one child and upgrade whenever you need room for more. {PRACTICE_TIME_CLAIM}
        </p>
      </div>

      <IconPointList
        points={BENEFITS}
        layout="beside"
        tone="on-primary"
        className="relative flex flex-col gap-5"
      />

      <p className="relative mt-auto flex items-start gap-3 rounded-2xl bg-white/10 p-4 text-sm leading-relaxed text-blue-50">
        <HeartHandshake className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Cancel any time with no fee: access lasts to the end of the billing period.
      </p>
    </aside>
  );
}
