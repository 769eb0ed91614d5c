import { Mail, Phone } from 'lucide-react';
import { SUPPORT } from '@/config/site';
import { useCountry } from '@/lib/country-context';
import { usePageTitle } from '@/lib/page-title';
import { PageHero } from '../page-hero';
import { Section, SectionHeading } from '../section';
import { CompanyInformation, ContactCard, EmergencyNotice } from './contact-cards';
import { FrequentlyAskedQuestions } from './contact-faq-list';
import { LiveChatCard } from './live-chat-card';
import { SupportHours, SupportStatusLine, useSupportStatus } from './support-status';

const supportMailto = `mailto:${SUPPORT.email}?subject=${encodeURIComponent('CallReady support request')}`;

export function ContactPage() {
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
