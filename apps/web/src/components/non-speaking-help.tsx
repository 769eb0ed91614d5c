import { MessageSquareOff } from 'lucide-react';
import { nonSpeakingHelpFor, type Country } from '@callready/core';
import { cn } from '@/lib/cn';

type NonSpeakingHelpProps = {
  country: Country;
  /** The id of the heading, for the section's label. */
  headingId: string;
  /** The page's own heading size: the guide uses a section title, the results a card title. */
  as?: 'h2' | 'h3';
  className?: string;
};

/**
 * What to do when talking on an emergency call is not safe, and the country's real ways of reaching
 * help without speaking, each with its conditions (ADR 044). The words all come from core's
 * non-speaking facts, so the Emergency Guide and the silent call's results never differ.
 */
export function NonSpeakingHelp({ country, headingId, as: Heading = 'h2', className }: NonSpeakingHelpProps) {
  const help = nonSpeakingHelpFor(country.id);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-3xl border-2 border-violet-200 bg-white p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <Heading id={headingId} className="flex items-center gap-2 text-2xl font-extrabold">
        <MessageSquareOff className="size-6 shrink-0 text-violet-700" aria-hidden="true" />
        If you can&apos;t talk on an emergency call
      </Heading>
      <p className="text-lg leading-relaxed" data-testid="cannot-talk-advice">
        {help.ifYouCannotTalk}
      </p>
      <p className="text-base font-bold text-slate-700">
        Ways to reach help without speaking in {country.name}:
      </p>
      <ul className="flex flex-col gap-3">
        {help.options.map((option) => (
          <li key={option.name} className="rounded-2xl bg-violet-50 p-4">
            <p className="text-lg font-extrabold">{option.name}</p>
            <p className="mt-1 text-base leading-relaxed">{option.how}</p>
            <p className="mt-1 text-base leading-relaxed">
              <span className="font-bold">Who and when: </span>
              {option.conditions}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
