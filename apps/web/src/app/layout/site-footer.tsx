import { Link } from 'react-router';
import { Clock, Mail, MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import { SUPPORT, companyLine } from '@/config/site';
import { useCountry } from '@/lib/country-context';
import { FOOTER_COLUMNS } from '@/app/layout/navigation';
import { paths } from '@/lib/paths';
import { useTrialOffer } from '@/lib/trial-offer';

const footerLinkClasses =
  'inline-flex min-h-10 items-center rounded text-slate-300 transition-colors hover:text-white hover:underline underline-offset-4';

export function SiteFooter() {
  const { effectiveCountry } = useCountry();
  const offer = useTrialOffer();

  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto w-full max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="flex flex-col gap-4">
            <p className="text-2xl font-extrabold text-white">
              Call<span className="text-sky-400">Ready</span>
            </p>
            <p className="max-w-sm leading-relaxed">
              Helping children aged 5-16 learn to call for help calmly and clearly, through pretend calls in a
              safe, simulated environment.
            </p>
            <p className="flex max-w-sm items-start gap-2 rounded-lg bg-slate-800 p-3 text-sm leading-relaxed text-slate-200">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sky-400" aria-hidden="true" />
              <span>
                CallReady never dials a real number. In a real emergency, always call{' '}
                <strong className="text-white">{effectiveCountry.emergencyNumber}</strong>.
              </span>
            </p>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-bold tracking-wide text-white uppercase">{column.title}</h2>
                <ul className="mt-3 flex flex-col">
                  {column.links.map((link) => (
                    <li key={link.to + link.label}>
                      <Link to={link.to} className={footerLinkClasses}>
                        {link.to === paths.signUp ? offer.startLabel : link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <section
          aria-labelledby="footer-support-heading"
          className="mt-10 rounded-xl border border-slate-700 p-5"
        >
          <h2 id="footer-support-heading" className="text-sm font-bold tracking-wide text-white uppercase">
            Support for parents
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <li className="flex items-center gap-2.5">
              <Phone className="size-5 shrink-0 text-sky-400" aria-hidden="true" />
              <a href={SUPPORT.phoneHref} className={footerLinkClasses}>
                <span className="sr-only">Phone </span>
                {SUPPORT.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Mail className="size-5 shrink-0 text-sky-400" aria-hidden="true" />
              <a href={`mailto:${SUPPORT.email}`} className={`${footerLinkClasses} break-all`}>
                <span className="sr-only">E-mail </span>
                {SUPPORT.email}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <MessageCircle className="size-5 shrink-0 text-sky-400" aria-hidden="true" />
              {/* Not "Live chat": the contact page offers chat only where a chat service is set up. */}
              <Link to={paths.contact} className={footerLinkClasses}>
                More ways to reach us
              </Link>
            </li>
            <li className="flex items-start gap-2.5">
              <Clock className="mt-2.5 size-5 shrink-0 text-sky-400" aria-hidden="true" />
              <span className="py-2 text-sm leading-snug">
                {SUPPORT.hours}
                <br />
                {SUPPORT.emailResponse}
              </span>
            </li>
          </ul>
        </section>

        <p className="mt-8 border-t border-slate-800 pt-6 text-sm text-slate-400">{companyLine()}</p>
      </div>
    </footer>
  );
}
