// The privacy notice, written for UK parents against UK GDPR, the Data Protection Act 2018
// and the ICO's Age Appropriate Design Code (the Children's Code).
import { Link } from 'react-router';
import type { LegalSection } from './legal-document';
import { COMPANY, SUPPORT } from '@/config/site';
import { paths } from '@/lib/paths';

export const PRIVACY_LAST_UPDATED = '2026-11-23';

const ICO_COMPLAINTS_URL = 'https://ico.org.uk/make-a-complaint/';

export const privacySummary = (
  <>
    <p className="font-bold text-foreground">The short version</p>
    <ul>
      <li>We collect only what we need to run practice calls and show you your child&apos;s progress.</li>
      <li>Children never have their own account. You create and control their profiles.</li>
      <li>We never sell personal data, and we never share it with advertisers or data brokers.</li>
      <li>
        Your child&apos;s voice is turned into text to score their answers, then the recording is thrown away.
      </li>
      <li>You can see, change, download or delete your family&apos;s data whenever you like.</li>
    </ul>
  </>
);

interface LawfulBasisRow {
  purpose: string;
  data: string;
  basis: string;
}

const lawfulBases: readonly LawfulBasisRow[] = [
  {
    purpose: "Create and run your parent account and your children's profiles",
    data: 'Account details, child profiles, invite codes',
    basis: 'Contract: we need it to provide the service you signed up for',
  },
  {
    purpose: 'Run practice calls, score answers and show progress reports',
    data: 'Voice recordings (briefly), practice results',
    basis: 'Contract: this is the service itself',
  },
  {
    purpose: 'Check that the account holder is an adult',
    data: 'Birth year',
    basis: "Legitimate interests: only adults should manage children's data",
  },
  {
    purpose: 'Take payments and keep accounting records',
    data: 'Plan, billing dates, payment provider reference',
    basis: 'Contract, and legal obligation for tax records',
  },
  {
    purpose: 'Send account e-mails (verification, password reset, billing notices)',
    data: 'Name, e-mail address',
    basis: 'Contract',
  },
  {
    purpose: 'Keep the service secure and stop misuse',
    data: 'Sign-in records, IP address, server logs',
    basis: "Legitimate interests: protecting families' accounts and our systems",
  },
  {
    purpose: 'Answer your questions and complaints',
    data: 'What you tell us, your contact details',
    basis: 'Legitimate interests, or contract where it concerns your subscription',
  },
];

function LawfulBasisTable() {
  return (
    // On a phone the table scrolls sideways inside this box, which keyboard users can focus and scroll.
    <div
      className="overflow-x-auto rounded-lg border"
      role="region"
      aria-label="What we use personal data for, and our lawful basis"
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
        <caption className="sr-only">What we use personal data for, and our lawful basis</caption>
        <thead className="bg-muted text-foreground">
          <tr>
            <th scope="col" className="p-3 font-bold">
              Why we use it
            </th>
            <th scope="col" className="p-3 font-bold">
              What we use
            </th>
            <th scope="col" className="p-3 font-bold">
              Lawful basis (UK GDPR Article 6)
            </th>
          </tr>
        </thead>
        <tbody>
          {lawfulBases.map((row) => (
            <tr key={row.purpose} className="border-t align-top">
              <td className="p-3 font-semibold text-foreground">{row.purpose}</td>
              <td className="p-3">{row.data}</td>
              <td className="p-3">{row.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          CallReady is run by {COMPANY.legalName}, a private limited company registered in England and Wales.
          We are the data controller for the personal data described in this notice, which means we decide how
          and why it is used and we are responsible for looking after it.
        </p>
        <p>
          CallReady helps children aged 5 to 16 practise what to do in an emergency by making pretend calls to
          a spoken operator. It is a simulation: <strong>no real phone number is ever dialled</strong>.
        </p>
        <p>
          This notice explains what we collect, why, how long we keep it and the rights you have under the UK
          General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. We have also designed
          CallReady to follow the Information Commissioner&apos;s Office (ICO) Age Appropriate Design Code,
          often called the Children&apos;s Code.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <h3>About you, the parent or carer</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, e-mail address and password. We store your
            password only as a secure one-way hash, so nobody at CallReady can read it.
          </li>
          <li>
            <strong>Birth year:</strong> used when you sign up, only to check that you are 18 or over.
          </li>
          <li>
            <strong>Country:</strong> so practice calls use the right emergency numbers and service names.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, billing dates and a reference number from our
            payment provider. We never see or store your card number.
          </li>
          <li>
            <strong>Sign-in and security records:</strong> when you signed in, your IP address and the type of
            browser you used, so we can keep your account safe.
          </li>
          <li>
            <strong>Messages you send us:</strong> if you e-mail, phone or chat with our support team.
          </li>
        </ul>

        <h3>About your child</h3>
        <p>Children do not have accounts. You add a profile for each child, which holds:</p>
        <ul>
          <li>their first name (a nickname works just as well),</li>
          <li>their age, so scenarios and wording suit them,</li>
          <li>
            your relationship to them (for example &ldquo;mum&rdquo; or &ldquo;grandad&rdquo;), used to
            personalise scenarios and messages,
          </li>
          <li>their country,</li>
          <li>
            their practice results: which scenarios they completed and when, the stars earned, scores for
            clarity, calmness and accuracy, and how long each call took,
          </li>
          <li>a private invite code that lets them open their training area without an account.</li>
        </ul>

        <h3>Voice recordings</h3>
        <p>
          When your child answers the pretend operator out loud, the recording is sent to our servers and
          turned into text so we can score the answer and give feedback.{' '}
          <strong>We do not store the recording.</strong> It is deleted as soon as it has been turned into
          text. We keep the scores and feedback from the practice call, not the audio. Children can also type
          or tap their answers instead of speaking.
        </p>

        <h3>What we never ask for</h3>
        <p>
          We never ask for a child&apos;s surname, date of birth, photo, school, home address or location.
          Practice calls ask a child to give details such as an address out loud, just as they would on a real
          call. Those answers are used only to score that call; they are not saved to your child&apos;s
          profile or progress reports.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it and our lawful basis',
    content: (
      <>
        <p>
          Data protection law says we must have a lawful basis for each way we use personal data. Here is what
          we do and why:
        </p>
        <LawfulBasisTable />
        <p>
          We do not use personal data for advertising, and we do not send marketing e-mails. If we ever offer
          a newsletter, we will only send it if you choose to receive it, and you can stop it at any time.
        </p>
        <p>
          Practice answers are scored automatically to give your child feedback and stars. These scores are
          for learning only and have no legal or similarly significant effect on you or your child.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-data',
    title: "Children's data and the Children's Code",
    content: (
      <>
        <p>We have built CallReady with children&apos;s best interests first. In practice, that means:</p>
        <ul>
          <li>
            <strong>Parents are in control.</strong> Only an adult can create an account, add a child, share
            an invite code or see progress reports. You can change or delete a child&apos;s profile at any
            time.
          </li>
          <li>
            <strong>High privacy by default.</strong> There are no public profiles, no chat between users, no
            leaderboards and nothing a child can share with other people.
          </li>
          <li>
            <strong>No profiling, advertising or tracking.</strong> We do not build profiles of children for
            marketing, show adverts or use tracking cookies.
          </li>
          <li>
            <strong>No location tracking.</strong> We never use a device&apos;s location. The country is
            chosen by you.
          </li>
          <li>
            <strong>No nudges.</strong> We do not use streaks, pop-ups or rewards designed to keep children
            online for longer or to get them to share more.
          </li>
          <li>
            <strong>Data minimisation.</strong> We collect only what a practice call and a progress report
            need.
          </li>
        </ul>
        <h3>If you are a child reading this</h3>
        <p>
          CallReady keeps your first name, your age and how well you did in your practice calls, so your
          grown-up can see how you are getting on. When you talk to the pretend operator, we listen to work
          out what you said and then we throw the recording away. We never share your information with anyone
          to sell you things. If you have a question or are worried about anything, ask the grown-up who gave
          you your code, or ask them to contact us.
        </p>
      </>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Voice recordings:</strong> not kept. They are deleted as soon as they have been turned into
          text, usually within seconds.
        </li>
        <li>
          <strong>Your account and your children&apos;s profiles:</strong> for as long as your account is
          open. If you delete a child, their profile and practice results are deleted with them at once. You
          can also delete just a child&apos;s practice history and keep the child.
        </li>
        <li>
          <strong>When you delete your account:</strong> from <strong>Your data</strong> on your dashboard,
          after you enter your password. At that moment, in one step, we delete your account, your profile,
          your children and their invite codes, every saved practice call, your plan record and our note of
          the e-mails we sent you, and sign you out on every device. We then send one e-mail to confirm it.
          Our encrypted database backups still hold this data for up to 30 days, after which it is gone for
          good; backups are only used to recover from a failure, never to bring back a deleted account.
          Billing records the law makes us keep stay with our payment provider (see below). If you pay for a
          plan, cancel it on the Billing page first.
        </li>
        <li>
          <strong>E-mails we send you:</strong> we keep a note of the subject and time of each one (not its
          contents) while your account is open, so you can see it in your data download.
        </li>
        <li>
          <strong>Billing records:</strong> six years after the end of the financial year they relate to,
          because tax law requires it.
        </li>
        <li>
          <strong>Security logs:</strong> up to 90 days, unless we need them longer to investigate a specific
          security problem.
        </li>
        <li>
          <strong>Support conversations:</strong> up to two years after your last message, so we can help you
          if the same issue comes back.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-we-share-it-with',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          <strong>We do not sell personal data or share it with third parties for their own use.</strong> We
          use a small number of trusted service providers (called processors) who handle data only on our
          instructions, under a written contract, and only to help us run CallReady:
        </p>
        <ul>
          <li>
            <strong>Hosting:</strong> the company that runs the servers and database CallReady lives on.
          </li>
          <li>
            <strong>E-mail delivery:</strong> the service that sends account e-mails such as verification and
            password reset messages.
          </li>
          <li>
            <strong>Payments:</strong> Stripe processes card payments for paid plans. You enter your card
            details on Stripe&apos;s secure pages, so we never see your card number. Stripe also has its own
            legal duties, for example to prevent fraud, which are explained in its own privacy policy.
          </li>
        </ul>
        <p>
          <strong>Speech processing</strong> happens on our own servers by default. If we switch on a cloud
          speech service to improve recognition, that provider becomes one of our processors: it receives the
          audio of a practice answer only to turn it into text (or to turn the operator&apos;s lines into
          speech) and may not keep it or use it for anything else. We will update this notice to name the
          provider before doing so. In the same way, we do not let your web browser&apos;s own speech
          recognition (which some browsers run on their maker&apos;s servers) hear your child unless this
          notice says we have switched it on.
        </p>
        <p>
          We may also share information if the law requires it (for example, a court order), or if we believe
          someone is at risk of serious harm. If CallReady is ever sold or merged with another company, your
          data would only move under the same protections, and we would tell you first.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    content: (
      <>
        <p>
          We aim to keep personal data in the UK. Some of our providers, such as Stripe, may process data in
          other countries, including the United States. When that happens we make sure the data stays
          protected to UK standards, by relying on UK adequacy regulations (such as the UK-US data bridge) or
          on the International Data Transfer Agreement or UK Addendum approved by the ICO.
        </p>
        <p>You can ask us for more detail about the safeguards we use for any transfer.</p>
      </>
    ),
  },
  {
    id: 'keeping-it-safe',
    title: 'Keeping it safe',
    content: (
      <ul>
        <li>Everything you send us travels encrypted over HTTPS.</li>
        <li>Passwords are stored only as secure hashes.</li>
        <li>
          Only staff who need access to help you can see account data, and changes to accounts can only be
          made by staff who use two-step sign-in.
        </li>
        <li>Every action our staff take on an account is recorded in an audit log.</li>
        <li>
          Invite codes are hard to guess, repeated guessing is blocked, and you can replace a child&apos;s
          code at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and your children,
          </li>
          <li>
            <strong>correct</strong> anything that is wrong or incomplete,
          </li>
          <li>
            <strong>delete</strong> your data (the &ldquo;right to be forgotten&rdquo;),
          </li>
          <li>
            <strong>restrict</strong> or <strong>object to</strong> how we use it, including anything we do on
            the basis of legitimate interests,
          </li>
          <li>
            <strong>data portability</strong>: receive your data in a format you can take elsewhere,
          </li>
          <li>
            <strong>complain</strong> to the ICO (see below).
          </li>
        </ul>
        <p>
          Many of these you can do yourself, under <strong>Your data</strong> on your dashboard: download
          everything we hold about you and your children (your profile, your children, every saved practice
          call and the e-mails we sent you) as JSON and CSV files in one zip; delete a child&apos;s practice
          history; delete a child; or delete your whole account. You can also download each child&apos;s
          progress reports as a CSV file. For anything else, contact us. We will reply within one month, and
          there is no charge.
        </p>
        <p>
          These rights belong to your child as well as to you. Usually a parent acts for a young child.
          Children who understand their rights (the ICO suggests this is usually from around the age of 12)
          can also ask us directly, and we will treat their request with care.
        </p>
      </>
    ),
  },
  {
    id: 'contact-and-complaints',
    title: 'Contact us or complain',
    content: (
      <>
        <p>
          For any privacy question or request, e-mail <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>{' '}
          with &ldquo;Privacy&rdquo; in the subject line, or call us on{' '}
          <a href={SUPPORT.phoneHref}>{SUPPORT.phoneDisplay}</a>. More ways to reach us are on our{' '}
          <Link to={paths.contact}>contact page</Link>.
        </p>
        <p>
          If you are unhappy with how we have handled your data, please tell us first so we can try to put it
          right. You also have the right to complain to the Information Commissioner&apos;s Office, the
          UK&apos;s data protection regulator, at{' '}
          <a href={ICO_COMPLAINTS_URL} target="_blank" rel="noreferrer">
            ico.org.uk/make-a-complaint
          </a>{' '}
          or by calling its helpline on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        We use only the cookies and browser storage CallReady needs to work, such as keeping you signed in and
        remembering your country. We use no advertising or tracking cookies. Our{' '}
        <Link to={paths.cookies}>cookie policy</Link> lists each one.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    content: (
      <p>
        We will update this notice when the way we use data changes, and change the &ldquo;last updated&rdquo;
        date at the top. If a change is significant, we will e-mail you before it takes effect.
      </p>
    ),
  },
];
