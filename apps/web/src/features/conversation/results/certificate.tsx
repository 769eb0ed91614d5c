import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Phone, Printer, Star } from 'lucide-react';
import { format } from 'date-fns';
import { SITE_NAME } from '@/config/site';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import './certificate-print.css';

export interface CertificateDetails {
  childName: string | null;
  certificateTitle: string;
  scenarioTitle: string;
  /** When the call finished. */
  date: Date;
  /** Overall stars, 1–5. */
  stars: number;
  /** An advice call's certificate does not call it an emergency call (ADR 023). */
  callType: '999' | '111';
}

function Wordmark({ large }: { large: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-extrabold tracking-tight text-slate-900',
        large ? 'text-[22pt]' : 'text-xl',
      )}
    >
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-xl bg-primary text-white',
          large ? 'size-[13mm]' : 'size-9',
        )}
      >
        <Phone className={large ? 'size-[7mm]' : 'size-5'} aria-hidden="true" />
      </span>
      <span>
        Call<span className="text-primary">Ready</span>
      </span>
    </span>
  );
}

function CertificateStars({ stars, large }: { stars: number; large: boolean }) {
  return (
    <span className="inline-flex gap-1" role="img" aria-label={`${stars} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            large ? 'size-[12mm]' : 'size-8',
            index < stars ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-300',
          )}
        />
      ))}
    </span>
  );
}

/** The certificate itself; `print` lays it out in millimetres for an A4 sheet. */
function CertificateBody({ details, print }: { details: CertificateDetails; print: boolean }) {
  const date = format(details.date, 'd MMMM yyyy');
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-between gap-4 rounded-2xl border-[6px] border-double border-amber-500 bg-gradient-to-b from-amber-50 to-white text-center text-slate-900',
        print ? 'h-full w-full gap-[8mm] border-[2.5mm] px-[14mm] py-[16mm]' : 'p-5 sm:p-8',
      )}
    >
      <Wordmark large={print} />
      <div className="flex flex-col items-center gap-2">
        <p
          className={cn(
            'font-bold tracking-[0.2em] text-amber-700 uppercase',
            print ? 'text-[13pt]' : 'text-sm',
          )}
        >
          Certificate of Achievement
        </p>
        <p
          className={cn(
            'font-extrabold text-slate-900',
            print ? 'text-[30pt] leading-tight' : 'text-3xl sm:text-4xl',
          )}
        >
          {details.certificateTitle}
        </p>
      </div>
      <div className="flex flex-col items-center gap-1">
        <p className={print ? 'text-[14pt]' : 'text-base'}>This certificate is proudly awarded to</p>
        {details.childName && (
          <p className={cn('font-extrabold text-primary', print ? 'text-[34pt] leading-tight' : 'text-3xl')}>
            {details.childName}
          </p>
        )}
        <p className={print ? 'text-[14pt]' : 'text-base'}>
          for completing the <span className="font-bold">{details.scenarioTitle}</span> practice call
        </p>
      </div>
      <CertificateStars stars={details.stars} large={print} />
      <div className={cn('flex w-full items-end justify-between gap-4', print ? 'text-[12pt]' : 'text-sm')}>
        <span className="text-left">
          <span className="block font-bold">Date</span>
          <span>{date}</span>
        </span>
        <span className="text-right">
          <span className="block font-bold">{SITE_NAME}</span>
          <span>{details.callType === '111' ? 'Advice call practice' : 'Emergency call practice'}</span>
        </span>
      </div>
    </div>
  );
}

/** The certificate on the results page, a Print Certificate button, and the A4 sheet that prints. */
export function Certificate({ details, readAloud }: { details: CertificateDetails; readAloud?: ReactNode }) {
  return (
    <section
      aria-labelledby="certificate-title"
      className="flex flex-col gap-4 rounded-3xl border-2 bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="certificate-title" className="text-2xl font-extrabold">
          Your certificate
        </h2>
        {readAloud}
        <Button size="lg" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print Certificate
        </Button>
      </div>
      <CertificateBody details={details} print={false} />
      {createPortal(
        <div className="certificate-sheet hidden h-[270mm] w-full flex-col bg-white" aria-hidden="true">
          <CertificateBody details={details} print />
        </div>,
        document.body,
      )}
    </section>
  );
}

/** The certificate's words as the read-aloud button says them: "you", not the child's name. */
export function certificateWords(details: CertificateDetails): string[] {
  return [
    'Your certificate.',
    `${details.certificateTitle}.`,
    `This certificate is for you, for finishing the ${details.scenarioTitle} practice call.`,
    `${details.stars} out of 5 stars.`,
  ];
}
