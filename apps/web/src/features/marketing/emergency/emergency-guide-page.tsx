import {
  Ban,
  CarFront,
  CircleCheck,
  Flame,
  HeartPulse,
  MessageSquareQuote,
  Phone,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';
import { getCountry, type Country } from '@callready/core';
import { Badge } from '@/components/ui/badge';
import { NonSpeakingHelp } from '@/components/non-speaking-help';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CallToActionBand } from '../call-to-action-band';
import { PageHero } from '../page-hero';
import { Section, SectionHeading } from '../section';
import { useAuth } from '@/lib/auth/auth-context';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { childDashboardPath } from '@/lib/child-portal/child-mode-rules';
import { cn } from '@/lib/cn';
import { useCountry } from '@/lib/country-context';
import { usePageTitle } from '@/lib/page-title';
import {
  buildEmergencyGuide,
  type EmergencyKind,
  type EmergencyTypeGuide,
  type SafetyTip,
  type Severity,
} from './emergency-guide';
import { paths } from '@/lib/paths';

const kindStyles: Record<EmergencyKind, { icon: LucideIcon; bubble: string }> = {
  fire: { icon: Flame, bubble: 'bg-orange-100 text-orange-700' },
  medical: { icon: HeartPulse, bubble: 'bg-red-100 text-red-700' },
  accident: { icon: CarFront, bubble: 'bg-amber-100 text-amber-800' },
  stranger: { icon: ShieldAlert, bubble: 'bg-violet-100 text-violet-700' },
};

function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge
      variant={severity === 'High' ? 'emergency' : 'outline'}
      className={cn(severity === 'Medium' && 'border-transparent bg-amber-100 text-amber-900')}
    >
      <span className="sr-only">Severity: </span>
      {severity}
    </Badge>
  );
}

function EmergencyNumberPanel({ country }: { country: Country }) {
  const services = [
    { label: 'Fire', name: country.services.fire },
    { label: 'Medical', name: country.services.ambulance },
    { label: 'Crime or danger', name: country.services.police },
  ];
  return (
    <div className="px-4 sm:px-6 lg:px-8">
      <Card className="relative mx-auto -mt-8 max-w-4xl gap-5 border-red-200 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-emergency text-emergency-foreground">
            <Phone className="size-7" aria-hidden="true" />
          </span>
          <p className="leading-snug">
            <span className="block text-sm font-bold tracking-wide text-muted-foreground uppercase">
              Emergency number · {country.name}
            </span>
            <strong className="block text-4xl font-extrabold tracking-tight text-emergency">
              {country.emergencyNumber}
              {country.alternativeEmergencyNumber && (
                <span className="ml-3 text-lg font-bold text-slate-700">
                  or {country.alternativeEmergencyNumber}
                </span>
              )}
            </strong>
          </p>
        </div>
        <dl className="grid gap-1.5 text-sm sm:text-right">
          {services.map((service) => (
            <div key={service.label} className="flex gap-2 sm:justify-end">
              <dt className="text-muted-foreground">{service.label}:</dt>
              <dd className="font-bold">{service.name}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

function GuideList({
  title,
  icon: Icon,
  iconClassName,
  items,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  items: readonly string[];
}) {
  return (
    <div>
      <h4 className="flex items-center gap-2 text-lg font-bold">
        <Icon className={cn('size-5 shrink-0', iconClassName)} aria-hidden="true" />
        {title}
      </h4>
      <ul className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 leading-relaxed text-slate-700">
            <span
              className={cn('mt-2.5 size-1.5 shrink-0 rounded-full bg-current', iconClassName)}
              aria-hidden="true"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmergencyCard({ emergency }: { emergency: EmergencyTypeGuide }) {
  const { icon: Icon, bubble } = kindStyles[emergency.kind];
  return (
    <Card id={emergency.kind} className="scroll-mt-24 gap-6 sm:p-8">
      <CardHeader className="flex-row items-start gap-4">
        <span className={cn('inline-flex size-14 shrink-0 items-center justify-center rounded-2xl', bubble)}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle className="text-2xl">{emergency.title}</CardTitle>
            <SeverityBadge severity={emergency.severity} />
          </div>
          <CardDescription>{emergency.summary}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-3">
        <GuideList
          title="What to Do"
          icon={CircleCheck}
          iconClassName="text-green-700"
          items={emergency.whatToDo}
        />
        <GuideList
          title="What to Say"
          icon={MessageSquareQuote}
          iconClassName="text-primary"
          items={emergency.whatToSay}
        />
        <GuideList title="Don't Do" icon={Ban} iconClassName="text-emergency" items={emergency.dontDo} />
      </CardContent>
    </Card>
  );
}

function SafetyTips({ tips }: { tips: readonly SafetyTip[] }) {
  return (
    <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tips.map((tip, index) => (
        <li key={tip.title} className="flex gap-4 rounded-xl border border-amber-200 bg-white p-5 shadow-sm">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-lg font-extrabold text-amber-900"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold">{tip.title}</h3>
            <p className="mt-1 leading-relaxed text-slate-700">{tip.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function JumpLinks({ emergencies }: { emergencies: readonly EmergencyTypeGuide[] }) {
  return (
    <nav aria-label="Kinds of emergency" className="mt-6">
      <ul className="flex flex-wrap justify-center gap-2">
        {emergencies.map((emergency) => {
          const { icon: Icon } = kindStyles[emergency.kind];
          return (
            <li key={emergency.kind}>
              <a
                href={`#${emergency.kind}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-input bg-white px-4 font-semibold text-foreground transition-colors hover:border-primary hover:text-primary"
              >
                <Icon className="size-4" aria-hidden="true" />
                {emergency.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The closing invitation (docs/product.md §2): a child in a session goes back to their dashboard; a signed-in
 * parent to voice practice; a visitor to sign up.
 */
function GuideCallToAction({ childInviteCode }: { childInviteCode: string | null }) {
  const { user } = useAuth();
  if (childInviteCode !== null) {
    const dashboard = childDashboardPath(childInviteCode);
    return (
      <CallToActionBand
        title="Ready to Practise?"
        text="You know what to do and what to say. Now try it out loud with a pretend call!"
        primaryLabel="Back to Dashboard"
        primaryTo={dashboard}
        secondaryLabel="Try Voice Practice"
        secondaryTo={`${dashboard}/voice-practice`}
      />
    );
  }
  return user ? (
    <CallToActionBand
      title="Ready to Practise?"
      text="Reading the guide is a great start. Voice practice helps children say the important things clearly and calmly when it really matters."
      primaryLabel="Try Voice Practice"
      primaryTo={paths.voicePractice}
    />
  ) : (
    <CallToActionBand
      title="Ready to Practise?"
      text="Reading the guide is a great start. Pretend calls with a spoken operator help children remember what to do and say when it really matters."
    />
  );
}

export function EmergencyGuidePage() {
  usePageTitle('Emergency Guide');
  const { effectiveCountry: chosenCountry } = useCountry();
  const { isChildSession, inviteCode, child } = useChildMode();
  // A child in a session learns the numbers of the country their parent chose for them.
  const effectiveCountry = isChildSession && child ? getCountry(child.countryCode) : chosenCountry;
  const guide = buildEmergencyGuide(effectiveCountry);

  return (
    <>
      <PageHero eyebrow="Free Resource" title="Emergency Guide">
        <p>
          What to do, what to say and what not to do in four kinds of emergency. Read it together, then
          practise with pretend calls.
        </p>
      </PageHero>
      <EmergencyNumberPanel country={effectiveCountry} />

      <Section aria-labelledby="emergency-types-heading">
        <SectionHeading id="emergency-types-heading" title="Four Kinds of Emergency">
          <p>
            Each one has a severity: High means call straight away; Medium means get safe first, then decide.
          </p>
        </SectionHeading>
        <JumpLinks emergencies={guide.emergencies} />
        <div className="mt-10 space-y-8">
          {guide.emergencies.map((emergency) => (
            <EmergencyCard key={emergency.kind} emergency={emergency} />
          ))}
        </div>
      </Section>

      <Section>
        <NonSpeakingHelp country={effectiveCountry} headingId="cannot-talk-heading" />
      </Section>

      <Section tone="warm" aria-labelledby="safety-tips-heading">
        <SectionHeading id="safety-tips-heading" title="General Safety Tips">
          <p>Six things every child should know before an emergency ever happens.</p>
        </SectionHeading>
        <SafetyTips tips={guide.tips} />
      </Section>

      <GuideCallToAction childInviteCode={isChildSession ? inviteCode : null} />
    </>
  );
}
