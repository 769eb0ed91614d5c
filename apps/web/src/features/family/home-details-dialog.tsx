import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Loader2, Lock, Save, Trash2 } from 'lucide-react';
import {
  UNREADABLE_HOME_ADDRESS_MESSAGE,
  UNREADABLE_SECOND_HOME_MESSAGE,
  type Child,
  type ChildHomeResponse,
  type UpdateChildHomeRequest,
} from '@callready/contract';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_LABELS,
  FAMILY_PHONE_KINDS,
  FAMILY_PHONE_LABELS,
  checkHomeAddress,
  type AddressPartId,
  type AddressProblems,
  type CountryId,
  type FamilyPhoneKind,
  type HomeAddress,
} from '@callready/core';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { Notice } from './notice';
import { useChildHome, useRemoveChildHome, useSaveChildHome } from './family-api';

const EMPTY_ADDRESS: HomeAddress = { flat: '', number: '', street: '', town: '', postcode: '' };
const SECOND_HOME_LABEL_MAX = 40;

const isBlank = (address: HomeAddress) => Object.values(address).every((value) => value.trim() === '');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Address and phone" for one child (ADR 037, ADR 038): optional, explained, the parent's alone. */
export function HomeDetailsDialog({ child, onClose }: { child: Child | null; onClose: () => void }) {
  return (
    <Dialog open={child !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {child && <HomeDetailsBody child={child} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function HomeDetailsBody({ child, onClose }: { child: Child; onClose: () => void }) {
  const home = useChildHome(child.id);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Address and phone for {child.name}</DialogTitle>
        <DialogDescription>
          Optional. In a real emergency, the address is the most important thing to say, and many children
          cannot say theirs. Add it here and {child.name} practises saying it, part by part.
        </DialogDescription>
      </DialogHeader>
      <Notice title="Who sees it">
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed">
          <li>
            Only you and {child.name}&apos;s own practice. Our staff see only that an address exists, never
            what it is.
          </li>
          <li>It is stored encrypted and never sent to a voice or speech service.</li>
          <li>
            It is in your data download, and it is deleted when you remove it, remove {child.name} or delete
            your account.
          </li>
        </ul>
      </Notice>
      {home.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading the address…" />
        </div>
      ) : home.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>
            {home.error instanceof ApiError ? home.error.message : 'The address could not be loaded.'} Please
            try again.
          </p>
          <Button variant="outline" onClick={() => void home.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <HomeDetailsForm key={home.dataUpdatedAt} child={child} stored={home.data} onClose={onClose} />
      )}
    </>
  );
}

type FormState = {
  home: HomeAddress;
  hasSecond: boolean;
  secondLabel: string;
  second: HomeAddress;
  phone: FamilyPhoneKind | '';
};

function initialState(stored: ChildHomeResponse): FormState {
  return {
    home: stored.home?.address ?? EMPTY_ADDRESS,
    hasSecond: stored.secondHome !== null,
    secondLabel: stored.secondHome?.label ?? '',
    second: stored.secondHome?.address ?? EMPTY_ADDRESS,
    phone: stored.phone ?? '',
  };
}

type Problems = { home: AddressProblems; second: AddressProblems; secondLabel?: string };

function HomeDetailsForm({
  child,
  stored,
  onClose,
}: {
  child: Child;
  stored: ChildHomeResponse;
  onClose: () => void;
}) {
  const countryId = stored.countryCode;
  const [state, setState] = useState<FormState>(() => initialState(stored));
  const [problems, setProblems] = useState<Problems>({ home: {}, second: {} });
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const save = useSaveChildHome(child.id);
  const remove = useRemoveChildHome(child.id);
  const { unreadable } = stored;
  const hasStored =
    stored.home !== null ||
    stored.secondHome !== null ||
    stored.phone !== null ||
    unreadable.home ||
    unreadable.secondHome;
  const busy = save.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found: Problems = { home: {}, second: {} };
    const body: UpdateChildHomeRequest = { phone: state.phone === '' ? null : state.phone };
    // An address the server could not read stays as it is until the parent enters a new one.
    if (isBlank(state.home)) {
      if (!unreadable.home) body.home = null;
    } else {
      const checked = checkHomeAddress(state.home, countryId);
      if (checked.ok) body.home = checked.address;
      else found.home = checked.problems;
    }
    if (!state.hasSecond) {
      if (!unreadable.secondHome) body.secondHome = null;
    } else {
      const label = state.secondLabel.trim();
      if (label === '') found.secondLabel = 'Please give the second home a name, such as "Grandma\'s"';
      const checked = checkHomeAddress(state.second, countryId);
      if (!checked.ok) found.second = checked.problems;
      else if (label !== '') body.secondHome = { label, address: checked.address };
    }
    setProblems(found);
    if (Object.keys(found.home).length + Object.keys(found.second).length > 0 || found.secondLabel) {
      document.querySelector<HTMLElement>('[data-home-details] [aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        toast.success('Address and phone saved', {
          description: `${child.name} can now practise them.`,
        });
        onClose();
      },
      onError: (error) =>
        setServerError(error instanceof ApiError ? error.message : 'Saving failed. Please try again.'),
    });
  };

  const removeAll = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Address and phone removed', {
          description: `Nothing about ${child.name}'s home is kept.`,
        });
        onClose();
      },
      onError: (error) =>
        setServerError(error instanceof ApiError ? error.message : 'Removing failed. Please try again.'),
    });

  return (
    <form className="flex flex-col gap-6" onSubmit={submit} noValidate data-home-details>
      {stored.learning.home && stored.home && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm" data-testid="learning-summary">
          Learn my address: {stored.learning.home.learnedCount} of {stored.learning.home.parts.length} parts
          learned
          {stored.learning.home.learned ? ' — learned!' : ''}
        </p>
      )}
      {(stored.home || stored.secondHome) && (
        // Whoever holds the invite code can ask for checks: the parent sees how many were asked.
        <p className="text-sm text-muted-foreground" data-testid="address-checks-today">
          {addressChecksLine(stored.addressChecksToday)}
        </p>
      )}
      {unreadable.home && <UnreadableNotice message={UNREADABLE_HOME_ADDRESS_MESSAGE} />}
      <AddressFields
        legend="Home address"
        idPrefix="home"
        countryId={countryId}
        value={state.home}
        problems={problems.home}
        onChange={(home) => setState((current) => ({ ...current, home }))}
      />

      <div className="flex flex-col gap-4">
        {unreadable.secondHome && <UnreadableNotice message={UNREADABLE_SECOND_HOME_MESSAGE} />}
        <div className="flex items-center gap-3">
          <Checkbox
            id="has-second-home"
            checked={state.hasSecond}
            onCheckedChange={(checked) =>
              setState((current) => ({ ...current, hasSecond: checked === true }))
            }
          />
          <Label htmlFor="has-second-home">Add a second home (for example, Grandma&apos;s)</Label>
        </div>
        {state.hasSecond && (
          <>
            <FormField label="Name of the second home" error={problems.secondLabel}>
              {(control) => (
                <Input
                  value={state.secondLabel}
                  maxLength={SECOND_HOME_LABEL_MAX}
                  placeholder="e.g. Grandma's"
                  autoComplete="off"
                  onChange={(event) =>
                    setState((current) => ({ ...current, secondLabel: event.target.value }))
                  }
                  {...control}
                />
              )}
            </FormField>
            <AddressFields
              legend="Second home's address"
              idPrefix="second"
              countryId={countryId}
              value={state.second}
              problems={problems.second}
              onChange={(second) => setState((current) => ({ ...current, second }))}
            />
          </>
        )}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-bold">Your family&apos;s phone</legend>
        <p className="text-sm text-muted-foreground">
          {child.name} practises getting from this phone&apos;s locked screen to the emergency keypad before
          each call. We draw a pretend phone; it never calls anyone.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {[...FAMILY_PHONE_KINDS, ''].map((kind) => (
            <label
              key={kind || 'none'}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="family-phone"
                value={kind}
                checked={state.phone === kind}
                onChange={() => setState((current) => ({ ...current, phone: kind as FamilyPhoneKind | '' }))}
                className="size-5 accent-primary"
              />
              {kind === ''
                ? 'Not chosen (start at the keypad)'
                : FAMILY_PHONE_LABELS[kind as FamilyPhoneKind]}
            </label>
          ))}
        </div>
      </fieldset>

      {serverError && (
        <p role="alert" className="rounded-lg border border-emergency bg-emergency-soft px-3 py-2 text-sm">
          {serverError}
        </p>
      )}

      {confirmingRemove ? (
        <div
          role="alertdialog"
          aria-label="Remove address and phone"
          className="flex flex-col gap-3 rounded-lg border-2 border-emergency p-4"
        >
          <p className="font-bold">
            Remove {child.name}&apos;s addresses, phone and Learn my address progress?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" disabled={busy} onClick={removeAll}>
              {remove.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              {remove.isPending ? 'Removing…' : 'Yes, remove'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirmingRemove(false)}>
              Keep them
            </Button>
          </div>
        </div>
      ) : null}

      <DialogFooter className="gap-2 sm:justify-between">
        {hasStored && !confirmingRemove ? (
          <Button
            type="button"
            variant="ghost"
            className="text-emergency"
            onClick={() => setConfirmingRemove(true)}
          >
            <Trash2 aria-hidden="true" />
            Remove all
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={save.isPending || undefined}>
            {save.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </DialogFooter>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Stored encrypted. Deleted with {child.name} or your account.
      </p>
    </form>
  );
}

/** A stored address the server cannot read any more (its key was changed): the parent types it again. */
function UnreadableNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      data-testid="unreadable-address"
      className="rounded-lg border border-emergency bg-emergency-soft px-3 py-2 text-sm"
    >
      {message}
    </p>
  );
}

const FIELD_ORDER: readonly AddressPartId[] = ['flat', 'number', 'street', 'town', 'postcode'];

function AddressFields({
  legend,
  idPrefix,
  countryId,
  value,
  problems,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  countryId: CountryId;
  value: HomeAddress;
  problems: AddressProblems;
  onChange: (value: HomeAddress) => void;
}) {
  const labels = ADDRESS_LABELS[countryId];
  const label = (part: AddressPartId) => {
    const name = part === 'number' ? 'house number or name' : labels.parts[part];
    const optional = part === 'flat' || part === 'number' || part === 'postcode';
    return `${capitalised(name)}${optional ? ' (optional)' : ''}`;
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-bold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELD_ORDER.map((part) => (
          <div key={part} className={part === 'street' ? 'sm:col-span-2' : undefined}>
            <FormField label={label(part)} id={`${idPrefix}-${part}`} error={problems[part]}>
              {(control) => (
                <Input
                  value={value[part]}
                  maxLength={ADDRESS_FIELD_MAX_LENGTH[part]}
                  autoComplete="off"
                  placeholder={part === 'postcode' ? `e.g. ${labels.postcodeExample}` : undefined}
                  onChange={(event) => onChange({ ...value, [part]: event.target.value })}
                  {...control}
                />
              )}
            </FormField>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** "No address checks today", "1 address check today", "12 address checks today". */
function addressChecksLine(count: number): string {
  if (count === 0) return 'No address checks today';
  return `${count} address ${count === 1 ? 'check' : 'checks'} today`;
}
