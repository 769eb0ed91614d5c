// The cookie policy: only strictly necessary cookies and browser storage, so no consent banner
// is needed under the Privacy and Electronic Communications Regulations (PECR).
import { Link } from 'react-router';
import type { LegalSection } from './legal-document';
import { SUPPORT } from '@/config/site';
import { paths } from '@/lib/paths';

export const COOKIES_LAST_UPDATED = '2026-11-22';

export const cookiesSummary = (
  <>
    <p className="font-bold text-foreground">The short version</p>
    <ul>
      <li>
        We use only what CallReady needs to work: keeping parents signed in and remembering a few choices.
      </li>
      <li>No advertising cookies, no analytics or tracking cookies, and no social media pixels.</li>
      <li>
        That is why we do not show a cookie banner: the law does not require consent for strictly necessary
        storage.
      </li>
    </ul>
  </>
);

interface StorageItem {
  name: string;
  kind: 'Cookie' | 'Local storage' | 'Session storage';
  purpose: string;
  lasts: string;
}

const storageItems: readonly StorageItem[] = [
  {
    name: 'Sign-in session',
    kind: 'Cookie',
    purpose:
      'Keeps you signed in as a parent while you move between pages, and stops anyone else using your session. Your browser cannot read it with scripts, and it is sent only to CallReady.',
    lasts: 'Until you sign out, or 7 days after your last visit',
  },
  {
    name: 'Staff two-step sign-in',
    kind: 'Cookie',
    purpose: 'Used only when a member of CallReady staff signs in with a second verification step.',
    lasts: 'A few minutes',
  },
  {
    name: 'Country choice',
    kind: 'Local storage',
    purpose:
      'Remembers your country so practice calls and guides show the right emergency numbers and services.',
    lasts: 'Until you change it or clear your browser data',
  },
  {
    name: 'Child invite code',
    kind: 'Local storage',
    purpose:
      'On the device your child uses, remembers their invite code and the basics from their profile (first name, age and country) so they can go straight back to their training area.',
    lasts: 'Until it is cleared, or the code is replaced or paused',
  },
  {
    name: 'Practice in progress',
    kind: 'Session storage',
    purpose: 'Keeps the progress of the current practice call if the page is reloaded.',
    lasts: 'Deleted when the browser tab is closed',
  },
];

function StorageTable() {
  return (
    // On a phone the table scrolls sideways inside this box, which keyboard users can focus and scroll.
    <div
      className="overflow-x-auto rounded-lg border"
      role="region"
      aria-label="Cookies and browser storage used by CallReady"
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
        <caption className="sr-only">Cookies and browser storage used by CallReady</caption>
        <thead className="bg-muted text-foreground">
          <tr>
            <th scope="col" className="p-3 font-bold">
              What
            </th>
            <th scope="col" className="p-3 font-bold">
              Type
            </th>
            <th scope="col" className="p-3 font-bold">
              Why we need it
            </th>
            <th scope="col" className="p-3 font-bold">
              How long it lasts
            </th>
          </tr>
        </thead>
        <tbody>
          {storageItems.map((item) => (
            <tr key={item.name} className="border-t align-top">
              <th scope="row" className="p-3 font-semibold text-foreground">
                {item.name}
              </th>
              <td className="p-3 whitespace-nowrap">{item.kind}</td>
              <td className="p-3">{item.purpose}</td>
              <td className="p-3">{item.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const cookiesSections: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies and browser storage are',
    content: (
      <p>
        Cookies are small files a website asks your browser to keep. Local storage and session storage are
        similar: they let a website remember small pieces of information on your device. We explain all three
        here, because the same rules apply to them.
      </p>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    content: (
      <>
        <p>
          Everything below is <strong>strictly necessary</strong>: CallReady cannot sign you in, show the
          right emergency numbers or keep a child in their training area without it. None of it is used for
          advertising or to follow you around the web.
        </p>
        <StorageTable />
      </>
    ),
  },
  {
    id: 'what-we-do-not-use',
    title: 'What we do not use',
    content: (
      <>
        <ul>
          <li>no advertising or remarketing cookies,</li>
          <li>no analytics or tracking cookies, and no &ldquo;fingerprinting&rdquo; of your device,</li>
          <li>no social media buttons or pixels that report your visit to other companies.</li>
        </ul>
        <p>
          The security check on our sign-up and sign-in forms runs a small puzzle in your browser. It sets no
          cookies and sends nothing to anyone else.
        </p>
      </>
    ),
  },
  {
    id: 'payment-pages',
    title: 'Payment pages',
    content: (
      <p>
        When you take out a paid plan, you pay on secure pages run by our payment provider, Stripe. Stripe
        sets its own cookies there, mainly to prevent fraud, as described in Stripe&apos;s cookie policy.
        Those cookies belong to Stripe&apos;s site, not to CallReady.
      </p>
    ),
  },
  {
    id: 'clearing-them',
    title: 'How to clear them',
    content: (
      <>
        <p>
          <strong>Signing out</strong> removes your sign-in session straight away. To remove everything
          CallReady has stored on a device, clear the site data in your browser:
        </p>
        <ul>
          <li>
            <strong>Chrome and Edge:</strong> open Settings, go to Privacy, and choose to delete or clear
            browsing data (cookies and other site data).
          </li>
          <li>
            <strong>Safari on iPhone or iPad:</strong> open the Settings app, find Safari, and choose Clear
            History and Website Data.
          </li>
          <li>
            <strong>Safari on a Mac:</strong> open Safari&apos;s Settings, choose Privacy, then Manage Website
            Data.
          </li>
          <li>
            <strong>Firefox:</strong> open Settings, go to Privacy &amp; Security, and find Cookies and Site
            Data.
          </li>
        </ul>
        <p>
          Most browsers also let you clear data for just one website: select the icon to the left of the web
          address, then look for cookies or site data.
        </p>
        <p>
          You can block cookies altogether in your browser settings, but you will then not be able to sign in,
          and you will be asked to choose your country on every visit.
        </p>
        <h3>On a shared family device</h3>
        <p>
          A child&apos;s invite code stays on the device they use until it is cleared. If the device is shared
          with people outside your family, clear the site data when your child has finished, or replace their
          invite code from your dashboard.
        </p>
      </>
    ),
  },
  {
    id: 'more-information',
    title: 'More information',
    content: (
      <p>
        Our <Link to={paths.privacy}>privacy policy</Link> explains how we look after personal data. If you
        have a question about cookies, e-mail <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>. If we
        ever want to use a cookie that is not strictly necessary, we will update this page and ask for your
        permission first.
      </p>
    ),
  },
];
