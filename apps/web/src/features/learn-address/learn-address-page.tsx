import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Check, CircleAlert, CircleDashed, House, Loader2, PartyPopper, RotateCcw, X } from 'lucide-react';
import type {
  AddressCheckResponse,
  AddressLearningView,
  AddressSlot,
  AddressTilesResponse,
} from '@callready/contract';
import {
  ADDRESS_DAYS_TO_LEARN,
  ADDRESS_LABELS,
  addressLearnedRule,
  normalizeInviteCode,
  readingBand,
  tilesAnswer,
  type AddressPartId,
  type CountryId,
  type ReadingBand,
} from '@callready/core';
import { ReadAloudButton, type ReadAloudChild } from '@/components/read-aloud-button';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { useChildLookup } from '@/lib/child-portal/child-portal-lookups';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { useAddressTiles, useCheckAddress, useHomeSummary } from './learn-address-api';
import { SayAddressButton } from './say-address-button';

type Tile = AddressTilesResponse['tiles'][number];

const TILES_INSTRUCTION = 'Tap the tiles to build your address.';
const TYPED_INSTRUCTION = 'Say or type your address from memory, the way you would say it to the operator.';

const progressHeading = (learning: AddressLearningView) =>
  learning.learned
    ? 'You know your address!'
    : `${learning.learnedCount} of ${learning.parts.length} parts learned`;

const problemText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * /child/{code}/learn-address (ADR 037): the child learns their own address. Ages 5–7 build it from
 * word and number tiles, then say it out loud; ages 8–16 say it or type it from memory (a spoken
 * address is heard only by this server's own recogniser, never a cloud one). Each check names the
 * parts that were right and the one to add; a part is learned when it is right on two days in a row.
 */
export function LearnAddressPage() {
  usePageTitle('Learn my address');
  const { inviteCode: routeParam = '' } = useParams();
  const inviteCode = normalizeInviteCode(routeParam);
  const profile = useChildLookup(inviteCode || null);
  const [slot, setSlot] = useState<AddressSlot>('home');
  const { isChildSession, isPreview, loading } = useChildMode();
  // A parent's preview sees it as the child does; the server records none of its tries.
  const asked = (isChildSession || isPreview) && !loading;
  const homeSummary = useHomeSummary(asked ? inviteCode || null : null);
  const summary = homeSummary.data;

  const child = profile.data;
  let content;
  if (!loading && !isChildSession && !isPreview) {
    // The address is the child's own: only their session, or their parent's preview, asks for it.
    content = (
      <p className="rounded-3xl bg-white p-6 text-center text-xl shadow-sm">
        Learn my address works on your child&apos;s own device, once they have entered their code.
      </p>
    );
  } else if (homeSummary.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 text-center">
        <p className="text-xl">{problemText(homeSummary.error)}</p>
        <Button size="lg" onClick={() => void homeSummary.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!summary || !child) {
    content = <PageSpinner label="Loading…" />;
  } else if (!summary.hasAddress) {
    content = (
      <p className="rounded-3xl bg-white p-6 text-center text-xl shadow-sm">
        Ask a grown-up to add your address on their dashboard. Then you can learn it here.
      </p>
    );
  } else {
    const band = readingBand(child.age);
    const learning = slot === 'home' ? summary.learning.home : summary.learning.second;
    content = (
      <>
        <ReadAloudButton
          child={child}
          inviteCode={inviteCode}
          lines={[
            'Learn my address.',
            band === '5-7' ? TILES_INSTRUCTION : TYPED_INSTRUCTION,
            learning ? progressHeading(learning) : '',
            addressLearnedRule(band, ADDRESS_DAYS_TO_LEARN),
          ]}
        />
        {summary.secondHomeLabel && (
          <div role="group" aria-label="Which address" className="flex flex-wrap gap-2">
            {(['home', 'second'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={slot === option}
                onClick={() => setSlot(option)}
                className={cn(
                  'min-h-11 rounded-full border-2 px-5 text-lg font-bold',
                  slot === option
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-white',
                )}
              >
                {option === 'home' ? 'My home' : summary.secondHomeLabel}
              </button>
            ))}
          </div>
        )}
        <Exercise
          key={slot}
          slot={slot}
          band={band}
          inviteCode={inviteCode}
          countryId={child.countryCode}
          child={child}
        />
        {learning && <LearningProgress learning={learning} band={band} countryId={child.countryCode} />}
      </>
    );
  }

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-sky-100 via-amber-50 to-white">
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <header className="flex items-center gap-3">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
            <House className="size-8" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Learn my address</h1>
        </header>
        {content}
      </div>
    </div>
  );
}

function Exercise({
  slot,
  band,
  inviteCode,
  countryId,
  child,
}: {
  slot: AddressSlot;
  band: ReadingBand;
  inviteCode: string;
  countryId: CountryId;
  child: ReadAloudChild;
}) {
  const [result, setResult] = useState<AddressCheckResponse | null>(null);
  // A check's progress shows in the summary below the exercise (the write updates it).
  const checkWrite = useCheckAddress(inviteCode);
  const checking = checkWrite.isPending;
  const error = checkWrite.error;

  const check = (answer: string) =>
    checkWrite.mutate(
      { slot, answer },
      {
        onSuccess: (checked) => setResult(checked),
      },
    );

  return (
    <section className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm sm:p-6">
      {band === '5-7' ? (
        <TileBuilder
          inviteCode={inviteCode}
          slot={slot}
          countryId={countryId}
          checking={checking}
          allRight={result?.allRight === true}
          onCheck={check}
          onCheckSpoken={(answer) => checkWrite.mutateAsync({ slot, answer, purpose: 'say' })}
          onChange={() => setResult(null)}
        />
      ) : (
        <TypedAnswer checking={checking} inviteCode={inviteCode} countryId={countryId} onCheck={check} />
      )}
      {error !== null && (
        <p role="alert" className="text-lg text-emergency">
          {problemText(error)}
        </p>
      )}
      {result && (
        <CheckResult
          result={result}
          band={band}
          countryId={countryId}
          child={child}
          inviteCode={inviteCode}
        />
      )}
    </section>
  );
}

function TileBuilder({
  inviteCode,
  slot,
  countryId,
  checking,
  allRight,
  onCheck,
  onCheckSpoken,
  onChange,
}: {
  inviteCode: string;
  slot: AddressSlot;
  countryId: CountryId;
  checking: boolean;
  allRight: boolean;
  onCheck: (answer: string) => void;
  /** Checks the words the server heard the child say, without leaving the built address. */
  onCheckSpoken: (answer: string) => Promise<AddressCheckResponse>;
  onChange: () => void;
}) {
  const { data: tiles, isError, error } = useAddressTiles(inviteCode, slot);
  const [placed, setPlaced] = useState<Tile[]>([]);
  const [said, setSaid] = useState(false);
  // What the last spoken try got right and what to add, by part names (ADR 051).
  const [spoken, setSpoken] = useState<string | null>(null);
  const [spokenTries, setSpokenTries] = useState(0);
  const heard = (text: string) => {
    setSpoken(null);
    onCheckSpoken(text).then(
      (checked) => {
        setSpokenTries((tries) => tries + 1);
        if (checked.allRight) setSaid(true);
        else setSpoken(checked.feedback);
      },
      () => setSpoken('That did not work. Try again.'),
    );
  };
  // Said to a grown-up, when this device cannot listen or the recogniser did not follow a young voice.
  const saidToGrownUp = (
    <Button size="lg" variant={spokenTries > 0 ? 'outline' : 'default'} onClick={() => setSaid(true)}>
      <Check aria-hidden="true" />
      {spokenTries > 0 ? 'I said it to my grown-up' : 'I said it!'}
    </Button>
  );

  if (isError) return <p role="alert">{problemText(error)}</p>;
  if (!tiles) return <PageSpinner label="Getting your tiles…" />;

  const left = tiles.filter((tile) => !placed.some((used) => used.id === tile.id));
  const place = (tile: Tile) => {
    setPlaced((current) => [...current, tile]);
    onChange();
  };
  const unplace = (tile: Tile) => {
    setPlaced((current) => current.filter((used) => used.id !== tile.id));
    onChange();
  };

  if (allRight) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-2xl font-extrabold">Now say it out loud!</p>
        <p className="rounded-2xl bg-amber-50 px-5 py-4 text-2xl font-bold" data-testid="built-address">
          {tilesAnswer(placed)}
        </p>
        {said ? (
          <p className="flex items-center gap-2 text-2xl font-extrabold text-green-700" role="status">
            <PartyPopper className="size-7" aria-hidden="true" />
            Brilliant! That is your address.
          </p>
        ) : (
          <>
            <p className="text-lg text-slate-700">Say it like you would to the operator on the phone.</p>
            <div className="flex w-full max-w-sm flex-col items-center gap-3">
              <SayAddressButton
                inviteCode={inviteCode}
                countryId={countryId}
                onHeard={heard}
                busy={checking}
                withoutListening={saidToGrownUp}
              />
              {spoken !== null && (
                <p role="status" className="text-lg font-bold text-amber-950" data-testid="spoken-feedback">
                  {spoken}
                </p>
              )}
              {spokenTries >= 2 && saidToGrownUp}
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-xl font-bold">{TILES_INSTRUCTION}</p>
      <div
        aria-label="Your address so far"
        role="group"
        className="flex min-h-20 flex-wrap items-center gap-2 rounded-2xl border-2 border-dashed border-primary/50 bg-primary-soft/40 p-3"
        data-testid="address-row"
      >
        {placed.length === 0 && <span className="text-lg text-slate-500">Your address goes here</span>}
        {placed.map((tile) => (
          <button
            key={tile.id}
            type="button"
            onClick={() => unplace(tile)}
            aria-label={`Take away ${tile.text}`}
            className="min-h-12 rounded-xl bg-primary px-4 text-xl font-extrabold text-primary-foreground shadow-sm"
          >
            {tile.text}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Tiles" className="flex flex-wrap gap-2" data-testid="tile-tray">
        {left.map((tile) => (
          <button
            key={tile.id}
            type="button"
            onClick={() => place(tile)}
            className="min-h-12 min-w-12 rounded-xl border-2 border-amber-400 bg-amber-100 px-4 text-xl font-extrabold text-amber-950 shadow-sm hover:bg-amber-200"
          >
            {tile.text}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="lg"
          disabled={placed.length === 0 || checking}
          onClick={() => onCheck(tilesAnswer(placed))}
        >
          {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
          Check my address
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={placed.length === 0}
          onClick={() => {
            setPlaced([]);
            onChange();
          }}
        >
          <RotateCcw aria-hidden="true" />
          Start again
        </Button>
      </div>
    </div>
  );
}

function TypedAnswer({
  checking,
  inviteCode,
  countryId,
  onCheck,
}: {
  checking: boolean;
  inviteCode: string;
  countryId: CountryId;
  onCheck: (answer: string) => void;
}) {
  const [answer, setAnswer] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() !== '') onCheck(answer);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <label htmlFor="address-answer" className="text-xl font-bold">
        {TYPED_INSTRUCTION}
      </label>
      <SayAddressButton inviteCode={inviteCode} countryId={countryId} onHeard={setAnswer} />
      <textarea
        id="address-answer"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        maxLength={300}
        rows={3}
        autoComplete="off"
        spellCheck={false}
        className="rounded-xl border-2 border-input bg-background p-3 text-lg focus-visible:outline-3 focus-visible:outline-ring"
      />
      <p className="text-sm text-slate-600">No peeking! You can say it out loud as you type.</p>
      <Button type="submit" size="lg" className="w-fit" disabled={checking || answer.trim() === ''}>
        {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
        Check my address
      </Button>
    </form>
  );
}

function partName(part: AddressPartId, band: ReadingBand, countryId: CountryId) {
  const labels = ADDRESS_LABELS[countryId];
  const name = band === '5-7' ? labels.youngParts[part] : labels.parts[part];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function CheckResult({
  result,
  band,
  countryId,
  child,
  inviteCode,
}: {
  result: AddressCheckResponse;
  band: ReadingBand;
  countryId: CountryId;
  child: ReadAloudChild;
  inviteCode: string;
}) {
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {/* The feedback names parts, never the address's words, so it may be read by any voice. */}
      <ReadAloudButton child={child} inviteCode={inviteCode} lines={[result.feedback]} />
      <p
        className={cn(
          'rounded-2xl px-4 py-3 text-xl font-bold',
          result.allRight ? 'bg-green-100 text-green-900' : 'bg-amber-50 text-amber-950',
        )}
        data-testid="address-feedback"
      >
        {result.feedback}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Each part">
        {result.parts.map((part) => {
          const Icon = part.status === 'right' ? Check : part.status === 'wrong' ? X : CircleAlert;
          return (
            <li
              key={part.part}
              className={cn(
                'flex items-center gap-3 rounded-xl border-2 px-3 py-2 text-lg',
                part.status === 'right' ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50',
              )}
            >
              <Icon
                className={cn(
                  'size-6 shrink-0',
                  part.status === 'right' ? 'text-green-700' : 'text-amber-700',
                )}
                aria-hidden="true"
              />
              <span>
                <span className="font-bold">{partName(part.part, band, countryId)}:</span>{' '}
                {part.status === 'right'
                  ? `right (${part.heard ?? ''})`
                  : part.status === 'wrong'
                    ? `you said ${part.heard ?? ''}`
                    : 'not said yet'}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function LearningProgress({
  learning,
  band,
  countryId,
}: {
  learning: AddressLearningView;
  band: ReadingBand;
  countryId: CountryId;
}) {
  return (
    <section
      aria-labelledby="progress-heading"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 id="progress-heading" className="text-xl font-extrabold">
        {progressHeading(learning)}
      </h2>
      <p className="text-slate-700">{addressLearnedRule(band, ADDRESS_DAYS_TO_LEARN)}</p>
      <ul className="flex flex-col gap-2">
        {learning.parts.map((part) => (
          <li key={part.part} className="flex items-center justify-between gap-3 text-lg">
            <span className="font-bold">{partName(part.part, band, countryId)}</span>
            <span
              role="img"
              className="flex items-center gap-1"
              aria-label={part.learned ? 'learned' : `${part.daysInARow} of ${ADDRESS_DAYS_TO_LEARN} days`}
            >
              {Array.from({ length: ADDRESS_DAYS_TO_LEARN }, (_, index) =>
                part.learned || index < part.daysInARow ? (
                  <Check
                    key={index}
                    className="size-6 rounded-full bg-green-600 p-1 text-white"
                    aria-hidden="true"
                  />
                ) : (
                  <CircleDashed key={index} className="size-6 text-slate-400" aria-hidden="true" />
                ),
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
