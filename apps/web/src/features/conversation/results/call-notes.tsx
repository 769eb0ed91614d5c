import { House, MapPinOff, ShieldAlert, ShieldCheck } from 'lucide-react';
import { getCountry, redFlagLessons, spellFor, type CallResults } from '@callready/core';

type CallNotesProps = {
  results: Pick<CallResults, 'addressMissing' | 'recognisedEmergency'> &
    Partial<Pick<CallResults, 'redFlags' | 'saidOwnAddress' | 'ownAddressFeedback'>>;
  countryId: string;
  callType: '999' | '111';
  childAge: number;
};

/**
 * What the call taught beyond the stars: praise for spotting an emergency on an advice line, and a
 * clear word when the call went on without a location (ADR 011).
 */
export function CallNotes({ results, countryId, callType, childAge }: CallNotesProps) {
  // The danger signs the child told the operator about (ADR 035), in words for the child's age.
  const dangerSigns = redFlagLessons(results.redFlags ?? [], childAge).map((line) =>
    spellFor(line, countryId),
  );
  // The child's own address, when the call checked it (ADR 043): what was right and the part to add.
  const ownAddress = results.saidOwnAddress ? results.ownAddressFeedback : undefined;
  if (
    !results.addressMissing &&
    !results.recognisedEmergency &&
    dangerSigns.length === 0 &&
    ownAddress === undefined
  )
    return null;
  const emergencyNumber = getCountry(countryId).emergencyNumber;
  // An advice call is not spoken of as an emergency call; the words are spelt the country's way (ADR 023).
  const missingTitle =
    callType === '111'
      ? "The advice line didn't find out where you are"
      : "The operator didn't find out where you are";
  const missingText =
    callType === '111'
      ? "The advice line needs to know where you are, in case someone has to come to you. Practise saying your address, and if you don't know it, say something you can see nearby, like a shop, a school or a park, or ask a grown-up."
      : "Helpers can only come quickly when they know where to go. Practise saying your address, and if you don't know it, say something you can see nearby, like a shop, a school, a park or a bus stop, or ask a grown-up.";
  return (
    <section aria-label="What to remember" className="flex flex-col gap-3">
      {results.recognisedEmergency && (
        <div className="flex items-start gap-3 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-4 sm:p-5">
          <ShieldCheck className="size-8 shrink-0 text-emerald-600" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-extrabold">You spotted an emergency!</h2>
            <p className="text-lg">
              You told the nurse something serious, and they asked you to call {emergencyNumber} straight
              away. Knowing when advice isn't enough is exactly right.
            </p>
          </div>
        </div>
      )}
      {dangerSigns.length > 0 && (
        <div className="flex items-start gap-3 rounded-2xl border-2 border-sky-300 bg-sky-50 p-4 sm:p-5">
          <ShieldAlert className="size-8 shrink-0 text-sky-700" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-extrabold">You spotted danger signs</h2>
            <ul className="mt-1 list-disc pl-5 text-lg">
              {dangerSigns.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {ownAddress !== undefined && (
        <div className="flex items-start gap-3 rounded-2xl border-2 border-violet-300 bg-violet-50 p-4 sm:p-5">
          <House className="size-8 shrink-0 text-violet-700" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-extrabold">
              {results.saidOwnAddress === 'yes' ? 'You said your own address' : 'Your own address'}
            </h2>
            <p className="text-lg">{ownAddress}</p>
          </div>
        </div>
      )}
      {results.addressMissing && (
        <div className="flex items-start gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-5">
          <MapPinOff className="size-8 shrink-0 text-amber-600" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-extrabold">{missingTitle}</h2>
            <p className="text-lg">{spellFor(missingText, countryId)}</p>
          </div>
        </div>
      )}
    </section>
  );
}
