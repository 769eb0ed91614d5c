import { Link } from 'react-router';
import { ArrowRight, BookOpen, Mic, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Section, SectionHeading } from '@/features/marketing/section';
import { paths } from '@/lib/paths';

type Resource = { icon: LucideIcon; title: string; text: string; to: string; action: string; tone: string };

const resources: Resource[] = [
  {
    icon: BookOpen,
    title: 'Emergency Guide',
    text: 'What to do, what to say and what not to do in a fire, a medical emergency, an accident or with a stranger.',
    to: paths.emergencyGuide,
    action: 'Read the guide',
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    icon: ShieldAlert,
    title: 'Emergency Safety',
    text: 'The golden rules: when to call, when not to, and why we never call the real emergency services for practice.',
    to: paths.emergencySafety,
    action: 'Learn the rules',
    tone: 'bg-rose-100 text-rose-700',
  },
  {
    icon: Mic,
    title: 'Voice Practice',
    text: 'Six speaking exercises and two breathing exercises that help children speak clearly and stay calm. Sign in to use it.',
    to: paths.voicePractice,
    action: 'Start practising',
    tone: 'bg-emerald-100 text-emerald-700',
  },
];

export function FreeResources() {
  return (
    <Section aria-labelledby="resources-heading">
      <SectionHeading id="resources-heading" eyebrow="Resources" title="Start learning today">
        The guide and the safety rules are free for everyone: read them together with your child. Voice
        practice comes with every parent account, the free Starter plan included.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {resources.map(({ icon: Icon, title, text, to, action, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-4 rounded-2xl border-2 border-border bg-card p-6 transition-all hover:-translate-y-1 hover:border-primary hover:shadow-lg"
            >
              <span className={`flex size-14 items-center justify-center rounded-2xl ${tone}`}>
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="text-xl font-bold">{title}</h3>
              <p className="flex-1 leading-relaxed text-slate-700">{text}</p>
              <span className="inline-flex items-center gap-1.5 font-bold text-primary">
                {action}
                <ArrowRight
                  className="size-5 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
