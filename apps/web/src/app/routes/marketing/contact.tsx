import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, ChevronDown, Clock, Mail, Phone, TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { COMPANY, SUPPORT } from '@/config/site';
import { LiveChatCard } from '@/features/marketing/live-chat-card';
import { PageHero } from '@/features/marketing/page-hero';
import { Section, SectionHeading } from '@/features/marketing/section';
import { useCountry } from '@/lib/country-context';
import { usePageTitle } from '@/lib/page-title';
import { contactFaqs } from './content/contact-faqs';
import { getSupportStatus, type SupportStatus } from './content/support-hours';
import { paths } from '@/lib/paths';

const supportMailto = `mailto:${SUPPORT.email}?subject=${encodeURIComponent('CallReady support request')}`;

/** Whether support is staffed right now, re-checked every minute. */
function useSupportStatus() {
  const [status, setStatus] = useState<SupportStatus>(() => getSupportStatus(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setStatus(getSupportStatus(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return { status };
}

function SupportStatusLine({ status }: { status: SupportStatus }) {
  return status.open ? (
    <p className="flex items-center gap-2 text-sm font-semibold text-green-700">
      <span className="size-2.5 rounded-full bg-success" aria-hidden="true" />
      Open now, until {status.closesAt} UK time
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
      <span className="size-2.5 rounded-full bg-slate-400" aria-hidden="true" />
      Closed now, back {status.nextOpening}
    </p>
  );
}

function EmergencyNotice({ emergencyNumber }: { emergencyNumber: string }) {
  return (
    <div className="border-b border-red-200 bg-emergency-soft">
      <div className="mx-auto flex w-full max-w-6xl items-start gap-3 px-4 py-4 text-red-900 sm:px-6 lg:px-8">
        <TriangleAlert className="mt-0.5 size-6 shrink-0 text-emergency" aria-hidden="true" />
        <p className="leading-relaxed">
          <strong>In an emergency, call {emergencyNumber} now.</strong> CallReady is a training service, so
          our support team cannot send help.
        </p>
      </div>
    </div>
  );
}

function ContactCard({
  icon,
  title,
  description,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">{children}</CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}

function SupportHours() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-6 text-primary" aria-hidden="true" />
          Support Hours
        </CardTitle>
        <CardDescription>Phone: {SUPPORT.hours}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="font-semibold whitespace-nowrap">Monday to Friday</dt>
            <dd>9am to 6pm</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="font-semibold whitespace-nowrap">Saturday and Sunday</dt>
            <dd>Closed</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="font-semibold whitespace-nowrap">E-mail</dt>
            <dd className="text-right">Any time, answered within 24 hours</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          Times are UK time: GMT in winter and BST in summer.
        </p>
      </CardContent>
    </Card>
  );
}

function CompanyInformation() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-6 text-primary" aria-hidden="true" />
          Company Information
        </CardTitle>
        <CardDescription>Who runs CallReady</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 leading-relaxed">
        <p>
          <strong>{COMPANY.legalName}</strong>
          <br />A private limited company. {COMPANY.registration}
        </p>
        <p className="text-slate-700">
          CallReady is a simulated training service for children aged 5 to 16. No real phone number is ever
          dialled.
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 font-semibold">
          <li>
            <Link to={paths.privacy} className="text-primary underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to={paths.terms} className="text-primary underline-offset-4 hover:underline">
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={paths.cookies} className="text-primary underline-offset-4 hover:underline">
              Cookie Policy
            </Link>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

function FrequentlyAskedQuestions({ emergencyNumber }: { emergencyNumber: string }) {
  return (
    <div className="mx-auto mt-10 max-w-3xl space-y-3">
      {contactFaqs(emergencyNumber).map((faq) => (
        <details key={faq.question} className="group rounded-xl border bg-card shadow-sm open:shadow-md">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-lg font-bold [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
            {faq.answer}
          </div>
        </details>
      ))}
    </div>
  );
}

export function Component() {
  usePageTitle('Contact Us');
  const { effectiveCountry } = useCountry();
  const { status } = useSupportStatus();
  const emergencyNumber = effectiveCountry.emergencyNumber;

  return (
    <>
      <PageHero eyebrow="Support" title="Contact Us">
        <p>
          Questions about CallReady, your account or your subscription? Our support team is here to help by
          phone and e-mail.
        </p>
      </PageHero>
      <EmergencyNotice emergencyNumber={emergencyNumber} />

      <Section aria-labelledby="contact-options-heading">
        <SectionHeading id="contact-options-heading" title="Get in Touch">
          <p>
            {SUPPORT.hours}. {SUPPORT.emailResponse}.
          </p>
        </SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]">
          <ContactCard
            icon={<Phone aria-hidden="true" />}
            title="Phone"
            description="Talk to our support team."
          >
            <a
              href={SUPPORT.phoneHref}
              className="text-xl font-bold text-primary underline-offset-4 hover:underline"
            >
              {SUPPORT.phoneDisplay}
            </a>
            <SupportStatusLine status={status} />
          </ContactCard>
          <ContactCard
            icon={<Mail aria-hidden="true" />}
            title="E-mail"
            description="Write to us at any time."
          >
            <a
              href={supportMailto}
              className="text-lg font-bold break-all text-primary underline-offset-4 hover:underline"
            >
              {SUPPORT.email}
            </a>
            <p className="text-sm font-semibold text-slate-600">{SUPPORT.emailResponse}</p>
          </ContactCard>
          {/* Only when a chat service is configured (ADR 042): no "online" claim without one. */}
          <LiveChatCard />
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <SupportHours />
          <CompanyInformation />
        </div>
      </Section>

      <Section tone="tinted" aria-labelledby="contact-faq-heading">
        <SectionHeading id="contact-faq-heading" title="Frequently Asked Questions" />
        <FrequentlyAskedQuestions emergencyNumber={emergencyNumber} />
      </Section>
    </>
  );
}
