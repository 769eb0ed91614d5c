import { Link } from 'react-router';
import {
  ArrowRight,
  BookOpen,
  Lock,
  Mic,
  ShieldCheck,
  Siren,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import { ACCESS_REQUIRED_MESSAGE } from '@callready/contract';
import { spellAs, type Country } from '@callready/core';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

type TrainingCard = {
  title: string;
  /** Said on a locked card, to the child: what they can do meanwhile (never plans or prices). */
  lockedNote?: string;
  text: string;
  to: string;
  icon: LucideIcon;
  /** Icon bubble and border colours. */
  tone: string;
  /** A number shown on the card: the one the child rings for this training. */
  number?: string;
  locked?: boolean;
};

function CardBody({ card }: { card: TrainingCard }) {
  const Icon = card.locked ? Lock : card.icon;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-2xl sm:size-16',
            card.locked ? 'bg-slate-200 text-slate-600' : card.tone,
          )}
        >
          <Icon className="size-7 sm:size-8" aria-hidden="true" />
        </span>
        {card.number && (
          <span className="rounded-full bg-slate-900/5 px-3 py-1 text-lg font-extrabold tabular-nums text-slate-700">
            {card.number}
          </span>
        )}
      </div>
      <h3 className="text-2xl font-extrabold">{card.title}</h3>
      <p className="text-base leading-relaxed text-slate-700 sm:text-lg">{card.text}</p>
      {card.locked ? (
        <div className="mt-auto flex flex-col gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-bold">{ACCESS_REQUIRED_MESSAGE}</p>
          {card.lockedNote && <p className="text-base">{card.lockedNote}</p>}
        </div>
      ) : (
        <span className="mt-auto inline-flex items-center gap-2 text-lg font-extrabold text-primary">
          Let&apos;s go
          <ArrowRight className="size-5 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      )}
    </>
  );
}

const cardClasses = 'flex h-full flex-col gap-3 rounded-3xl border-4 bg-white p-5 shadow-md sm:p-6';

/** The cards of what the child can do next, in the order they show. */
export function trainingCardsFor(inviteCode: string, country: Country, fullAccess: boolean): TrainingCard[] {
  const child = paths.child(inviteCode);
  // Spelt the country's way: "practise" in the UK, "practice" in the US (ADR 023).
  const spell = (text: string) => spellAs(text, country.spelling);
  return [
    {
      title: 'Emergency Practice',
      text: spell(
        `Practise calling ${country.emergencyNumber} when someone is in danger and needs help fast.`,
      ),
      to: child.scenariosOfType('999'),
      icon: Siren,
      tone: 'bg-red-100 text-emergency',
      number: country.emergencyNumber,
      locked: !fullAccess,
      lockedNote: spell('Until then, you can practise non-emergency calls and voice practice.'),
    },
    {
      title: 'Non-Emergency Practice',
      text: spell('Practise asking for advice when someone is poorly or hurt, but it is not an emergency.'),
      to: child.scenariosOfType('111'),
      icon: Stethoscope,
      tone: 'bg-sky-100 text-sky-700',
      number: country.nonEmergencyLabel,
    },
    {
      title: 'Voice Practice',
      text: spell(
        'Warm up your voice, practise saying where you are and learn breathing tricks to stay calm.',
      ),
      to: child.voicePractice,
      icon: Mic,
      tone: 'bg-violet-100 text-violet-700',
    },
    {
      title: 'Emergency Guide',
      text: 'What to do, what to say and what not to do in four kinds of emergency.',
      to: paths.emergencyGuide,
      icon: BookOpen,
      tone: 'bg-amber-100 text-amber-800',
    },
    {
      title: 'Safety Rules',
      text: spell(
        `The most important rules about calling ${country.emergencyNumber}, and why we never call it to practise.`,
      ),
      to: paths.emergencySafety,
      icon: ShieldCheck,
      tone: 'bg-green-100 text-green-700',
    },
  ];
}

export const TRAINING_HEADING = 'What would you like to do?';

/** What the child can do next: practise, warm up their voice, or read the guide and the rules. */
export function DashboardTrainingCards({
  inviteCode,
  country,
  fullAccess,
}: {
  inviteCode: string;
  country: Country;
  fullAccess: boolean;
}) {
  const cards = trainingCardsFor(inviteCode, country, fullAccess);
  return (
    <section aria-labelledby="training-heading" className="flex flex-col gap-4">
      <h2 id="training-heading" className="text-2xl font-extrabold sm:text-3xl">
        {TRAINING_HEADING}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title}>
            {card.locked ? (
              <div
                className={cn(cardClasses, 'border-dashed border-slate-300 bg-slate-50')}
                aria-label={`${card.title} (locked)`}
                role="group"
              >
                <CardBody card={card} />
              </div>
            ) : (
              <Link
                to={card.to}
                className={cn(
                  cardClasses,
                  'group border-white transition-all hover:-translate-y-1 hover:border-primary hover:shadow-xl',
                )}
              >
                <CardBody card={card} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
