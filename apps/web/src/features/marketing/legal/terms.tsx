// The terms of service: a consumer contract under the law of England and Wales.
import { Link } from 'react-router';
import { PLANS, formatPrice } from '@callready/core';
import type { LegalSection } from './legal-document';
import { COMPANY, SUPPORT } from '@/config/site';
import { paths } from '@/lib/paths';

export const TERMS_LAST_UPDATED = '2026-11-22';

export const termsSummary = (
  <>
    <p className="font-bold text-foreground">The key points</p>
    <ul>
      <li>
        You must be 18 or over to create an account. Children use CallReady with your permission and
        supervision.
      </li>
      <li>
        CallReady is training, not an emergency service.{' '}
        <strong>Never call a real emergency number to practise.</strong>
      </li>
      <li>
        You can cancel a paid plan at any time, with no fee. You keep access until the end of the billing
        period.
      </li>
      <li>
        These terms are governed by the law of England and Wales, and your consumer rights are not affected.
      </li>
    </ul>
  </>
);

function planLine(plan: (typeof PLANS)[number]): string {
  const children = plan.childLimit === 1 ? '1 child' : `up to ${plan.childLimit} children`;
  const price = plan.pricePence === 0 ? 'free' : `${formatPrice(plan.pricePence)} a month`;
  return `${plan.displayName}: ${price}, for ${children}`;
}

export const termsSections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <>
        <p>
          These terms are an agreement between you and {COMPANY.legalName} (&ldquo;CallReady&rdquo;,
          &ldquo;we&rdquo;, &ldquo;us&rdquo;), a private limited company registered in England and Wales. They
          apply when you create an account, add children or use any part of CallReady.
        </p>
        <p>
          Please read them together with our <Link to={paths.privacy}>privacy policy</Link> and{' '}
          <Link to={paths.cookies}>cookie policy</Link>. By creating an account you confirm that you accept
          these terms. If you do not agree with them, please do not use CallReady.
        </p>
      </>
    ),
  },
  {
    id: 'safety',
    title: 'Training, not a real emergency service',
    content: (
      <>
        <div className="rounded-lg border-l-4 border-emergency bg-emergency-soft p-4 text-slate-800">
          <p className="font-bold text-foreground">Important safety information</p>
          <p className="mt-2">
            CallReady is a practice tool. It cannot contact the emergency services, send help or give advice
            in a real emergency. <strong>No real phone number is ever dialled</strong> during a practice call.
          </p>
          <p className="mt-2">
            <strong>
              Never call a real emergency number (such as 999 or 112 in the UK) to practise or test.
            </strong>{' '}
            Practice calls to real emergency lines keep call handlers away from people who urgently need help.
          </p>
          <p className="mt-2">In a real emergency, always call your local emergency number straight away.</p>
        </div>
        <p>
          Our scenarios and guides give general guidance for children and are not medical, first aid or legal
          advice. They are not a substitute for a first aid course or for teaching from a qualified
          professional. Advice can differ between countries and situations: in a real call, always follow the
          instructions of the emergency call handler. Stars, scores and certificates show progress in
          practice; they cannot guarantee how anyone will act in a real emergency.
        </p>
      </>
    ),
  },
  {
    id: 'who-can-use-callready',
    title: 'Who can use CallReady',
    content: (
      <>
        <ul>
          <li>
            <strong>Parent accounts:</strong> you must be 18 or over and a parent, legal guardian or carer of
            the children you add, or have their parent&apos;s permission to add them.
          </li>
          <li>
            <strong>Children:</strong> CallReady is designed for children aged 5 to 16. Children do not have
            accounts; they open their training area with an invite code that you give them.
          </li>
          <li>
            <strong>Supervision:</strong> you are responsible for your children&apos;s use of CallReady.
            Please explain to them that practice calls are pretend, stay nearby for younger children, and talk
            with them about what they have learned.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account and invite codes',
    content: (
      <ul>
        <li>Give us accurate information when you sign up, and keep your details up to date.</li>
        <li>Keep your password private. You are responsible for what happens in your account.</li>
        <li>
          Treat each child&apos;s invite code like a password: share it only with that child. If a code is
          shared by mistake, replace it from your dashboard and the old code stops working.
        </li>
        <li>
          Tell us straight away at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> if you think
          someone else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    content: (
      <>
        <p>We currently offer these plans:</p>
        <ul>
          {PLANS.map((plan) => (
            <li key={plan.tier}>{planLine(plan)}</li>
          ))}
        </ul>
        <p>
          The <Link to={paths.pricing}>pricing page</Link> always shows current prices and what each plan
          includes. Prices are in pounds sterling.
        </p>
        <ul>
          <li>
            Paid plans are billed monthly in advance through our payment provider, Stripe, and renew
            automatically each month until you cancel. We never see or store your card number.
          </li>
          <li>
            You can upgrade or downgrade at any time from the billing page. The change is worked out pro rata,
            so you pay only for what you use.
          </li>
          <li>
            If you move to a plan with fewer child places, you choose which children stay active. Other
            profiles are paused, not deleted, and their invite codes stop working until you upgrade again.
          </li>
          <li>
            If we change the price of your plan, we will e-mail you at least 30 days before the new price
            applies, so you have time to cancel if you wish.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancelling',
    title: 'Cancelling',
    content: (
      <>
        <p>
          <strong>You can cancel a paid plan at any time, with no cancellation fee.</strong> Cancel from the
          billing page, or ask our support team to do it for you. You keep full access until the end of the
          billing period you have already paid for, and you will not be charged again.
        </p>
        <p>
          We do not give partial refunds for the rest of a billing period, except where the law requires it.
        </p>
        <h3>Your 14-day right to cancel</h3>
        <p>
          If you are a consumer, the Consumer Contracts Regulations 2013 give you 14 days from the day you
          first take out a paid plan to change your mind. Because you ask us to start the service straight
          away, if you cancel within those 14 days we will refund what you paid, less a fair amount for the
          service you have already had.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>CallReady is for your family&apos;s own, non-commercial use. Please do not:</p>
        <ul>
          <li>use CallReady to make, encourage or rehearse hoax calls to real emergency services,</li>
          <li>
            post or say anything abusive, hateful or sexual in practice calls or when talking to our team,
          </li>
          <li>try to guess invite codes, access other families&apos; data or get round plan limits,</li>
          <li>copy, scrape, resell or reverse engineer CallReady, or use automated tools against it,</li>
          <li>interfere with CallReady&apos;s security or stop it working for other people,</li>
          <li>
            use CallReady to train groups or run a business without a separate written agreement with us.
          </li>
        </ul>
        <p>
          If you break these rules, we may suspend or close your account. Where it is reasonable, we will tell
          you first and give you a chance to put things right.
        </p>
      </>
    ),
  },
  {
    id: 'our-content',
    title: 'Our content',
    content: (
      <p>
        The scenarios, operator scripts, voices, guides, designs and software that make up CallReady belong to
        us or our licensors. While your account is open, we give you a personal, non-transferable permission
        to use them for your family. Progress reports you download are yours to keep.
      </p>
    ),
  },
  {
    id: 'changes-to-the-service',
    title: 'Changes and availability',
    content: (
      <>
        <p>
          We work hard to keep CallReady available, but we may need to pause it for maintenance or updates,
          and we cannot promise it will always be free of interruptions. We may improve or change features
          over time.
        </p>
        <p>
          If we make a change that significantly affects a paid plan, we will tell you in advance. If you are
          unhappy with it, you can cancel, and we will refund any amount you have paid for the period after
          the change.
        </p>
        <p>
          We may update these terms. We will e-mail you about important changes at least 30 days before they
          apply.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    content: (
      <>
        <p>
          We provide CallReady with reasonable care and skill, and your legal rights under the Consumer Rights
          Act 2015 are not affected by anything in these terms. Citizens Advice can explain your rights.
        </p>
        <ul>
          <li>
            We do not exclude or limit our liability for death or personal injury caused by our negligence,
            for fraud, or for anything else the law does not allow us to limit.
          </li>
          <li>
            We are responsible for loss or damage you suffer that is a foreseeable result of us breaking these
            terms or failing to use reasonable care. We are not responsible for loss that was not foreseeable.
          </li>
          <li>
            If faulty digital content we supply damages your device or other digital content, we will repair
            the damage or pay you fair compensation, unless you could have avoided it by following our advice,
            such as installing a free update.
          </li>
          <li>
            CallReady is for domestic and private use. We are not liable to you for any business losses.
          </li>
          <li>
            Because CallReady is a training tool and not an emergency service, we are not responsible for
            decisions made or actions taken in a real emergency.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'closing-your-account',
    title: 'Closing your account',
    content: (
      <p>
        You can stop using CallReady at any time. To close your account and delete your family&apos;s data,
        contact our support team. Our <Link to={paths.privacy}>privacy policy</Link> explains what we delete
        and when.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    content: (
      <ul>
        <li>
          We may transfer this agreement to another organisation that takes over CallReady. We will tell you,
          and your rights will not be reduced. You may not transfer your account to someone else.
        </li>
        <li>
          Nobody other than you and us has any right to enforce these terms, under the Contracts (Rights of
          Third Parties) Act 1999.
        </li>
        <li>If a court decides part of these terms cannot be enforced, the rest still applies.</li>
        <li>If we do not enforce a right straight away, we can still enforce it later.</li>
      </ul>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales can hear
        any dispute. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local
        courts. If you live elsewhere, you keep any protections the consumer law of your country gives you.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    content: (
      <p>
        Questions or complaints about these terms? E-mail{' '}
        <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or call{' '}
        <a href={SUPPORT.phoneHref}>{SUPPORT.phoneDisplay}</a> ({SUPPORT.hours}). We answer e-mails within 24
        hours. See our <Link to={paths.contact}>contact page</Link> for all the ways to reach us.
      </p>
    ),
  },
];
