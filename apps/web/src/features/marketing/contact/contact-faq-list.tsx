import { ChevronDown } from 'lucide-react';
import { contactFaqs } from './contact-faqs';

export function FrequentlyAskedQuestions({ emergencyNumber }: { emergencyNumber: string }) {
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
