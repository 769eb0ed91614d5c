// "Learn my address" progress on the parent's reports (ADR 037): parts learned and tries made, for
// the home and, beside it, the second home; and the family phone the lock-screen practice uses.
// Shows nothing until an address is stored.
import { House } from 'lucide-react';
import { ADDRESS_LABELS, FAMILY_PHONE_LABELS, type CountryId } from '@callready/core';
import type { AddressLearningView } from '@callready/contract';
import { useChildHomeLearning } from './reports-api';

export function AddressLearningCard({ childId, childName }: { childId: string; childName: string }) {
  const home = useChildHomeLearning(childId);
  const data = home.data;
  const learning = data?.learning.home;
  if (!data?.home || !learning) return null;
  const second = data.secondHome && data.learning.second ? data.secondHome : null;

  return (
    <section
      aria-labelledby="address-learning-heading"
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm"
      data-testid="address-learning-card"
    >
      <div className="flex items-center gap-3">
        <House className="size-6 text-amber-700" aria-hidden="true" />
        <h2 id="address-learning-heading" className="text-lg font-extrabold">
          Learn my address
        </h2>
      </div>
      <AddressProgress
        title={second ? 'Home' : null}
        learning={learning}
        childName={childName}
        countryId={data.countryCode}
      />
      {second && data.learning.second && (
        <AddressProgress
          title={second.label}
          learning={data.learning.second}
          childName={childName}
          countryId={data.countryCode}
        />
      )}
      {data.phone && (
        <p className="text-sm text-muted-foreground">
          Lock-screen practice uses: {FAMILY_PHONE_LABELS[data.phone]}
        </p>
      )}
    </section>
  );
}

function AddressProgress({
  title,
  learning,
  childName,
  countryId,
}: {
  /** The address's name when the child has two; null for a single home. */
  title: string | null;
  learning: AddressLearningView;
  childName: string;
  countryId: CountryId;
}) {
  const labels = ADDRESS_LABELS[countryId].parts;
  return (
    <div className="flex flex-col gap-2" data-testid="address-progress">
      {title !== null && <h3 className="font-extrabold">{title}</h3>}
      <p>
        {learning.learned
          ? `${childName} knows every part of ${title === null ? 'their address' : 'this address'}.`
          : `${learning.learnedCount} of ${learning.parts.length} parts learned, from ${learning.attempts} ${
              learning.attempts === 1 ? 'try' : 'tries'
            }. A part counts once it is right on two days in a row.`}
      </p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {learning.parts.map((part) => (
          <li
            key={part.part}
            className={
              part.learned
                ? 'rounded-full bg-green-100 px-3 py-1 font-semibold text-green-900'
                : 'rounded-full bg-muted px-3 py-1 text-muted-foreground'
            }
          >
            {labels[part.part]}: {part.learned ? 'learned' : `${part.daysInARow} of 2 days`}
          </li>
        ))}
      </ul>
    </div>
  );
}
