import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CircleCheck, Home, Loader2, Save, UserPlus } from 'lucide-react';
import type { Child } from '@callready/contract';
import {
  ADVICE_LINE_NUMBER_MAX_LENGTH,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_TARGET_AGE_MAX,
  CHILD_TARGET_AGE_MIN,
  COUNTRIES,
  RELATIONSHIPS,
  adviceLineFieldHint,
  childLimitMessage,
  getCountry,
  type PlanTier,
} from '@callready/core';
import { CountryFlag } from '@/components/country-flag';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAuth } from '@/lib/auth/auth-context';
import { useCountry } from '@/lib/country-context';
import {
  ADD_CHILD_PARAM,
  childFormDefaults,
  childFormSchema,
  firstFormProblem,
  toastFromMessage,
  type ChildFormResult,
  type ChildFormValues,
} from './child-form';
import { Notice } from './notice';
import { childActionErrorToast, isSignedOutError } from './save-errors';
import { useCreateChild, useUpdateChild } from './family-api';
import { paths } from '@/lib/paths';

export type ChildFormTarget = { mode: 'add' } | { mode: 'edit'; child: Child };

type ChildFormDialogProps = {
  target: ChildFormTarget | null;
  onClose: () => void;
  /** After adding: the parent chose to add the new child's address and phone now. */
  onHomeDetails: (child: Child) => void;
  /** When adding, the plan the parent is on and whether it is full (the server still decides). */
  planTier: PlanTier;
  atPlanLimit: boolean;
};

/** Add a child, or edit one (docs/product.md §5 "Add child"). */
export function ChildFormDialog({
  target,
  onClose,
  onHomeDetails,
  planTier,
  atPlanLimit,
}: ChildFormDialogProps) {
  const editing = target?.mode === 'edit' ? target.child : null;
  // The child just added, while the dialog offers their address and phone as the next step.
  const [added, setAdded] = useState<Child | null>(null);
  const close = () => {
    setAdded(null);
    onClose();
  };
  if (added)
    return (
      <AddedDialog
        child={added}
        onClose={close}
        onHomeDetails={() => {
          setAdded(null);
          onHomeDetails(added);
        }}
      />
    );
  // At the plan's limit the parent is told so before any field, with the way to upgrade.
  if (target && !editing && atPlanLimit)
    return <PlanLimitDialog message={childLimitMessage(planTier)} onClose={onClose} />;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${editing.name}` : 'Add a Child'}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update your child's details. Their invite code and progress stay the same."
              : 'Create a profile for your child. They get their own invite code to start practising.'}
          </DialogDescription>
        </DialogHeader>
        {target && (
          <ChildForm
            child={editing}
            onDone={onClose}
            onAdded={setAdded}
            planLimitMessage={!editing && atPlanLimit ? childLimitMessage(planTier) : null}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlanLimitDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Plan limit reached</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button asChild>
            <Link to={BILLING_THEN_ADD_CHILD}>See plans and upgrade</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Billing, and after paying there for a bigger plan, back to Add Child (the server checks the path
 * before the checkout carries it).
 */
const BILLING_THEN_ADD_CHILD = `${paths.billing}?returnTo=${encodeURIComponent(
  `${paths.parentDashboard}?${ADD_CHILD_PARAM}=1`,
)}`;

/** Added: the address and phone are offered next (optional), so the child can practise their own. */
function AddedDialog({
  child,
  onClose,
  onHomeDetails,
}: {
  child: Child;
  onClose: () => void;
  onHomeDetails: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center justify-center gap-2 sm:justify-start">
            <CircleCheck className="size-6 shrink-0 text-green-700" aria-hidden="true" />
            {child.name} is added
          </DialogTitle>
          <DialogDescription>
            Next, if you like: add {child.name}&apos;s home address and your phone, so they can learn their
            address and practise saying it on a call. You can also do it later with Address and phone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Later
          </Button>
          <Button onClick={onHomeDetails}>
            <Home aria-hidden="true" />
            Add address and phone
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ChildFormProps = {
  child: Child | null;
  onDone: () => void;
  onAdded: (child: Child) => void;
  planLimitMessage: string | null;
};

function ChildForm({ child, onDone, onAdded, planLimitMessage }: ChildFormProps) {
  const { user, refresh } = useAuth();
  const { effectiveCountry } = useCountry();
  const create = useCreateChild();
  const update = useUpdateChild();

  const form = useForm<ChildFormValues, unknown, ChildFormResult>({
    resolver: zodResolver(childFormSchema),
    defaultValues: childFormDefaults(child, effectiveCountry.id),
  });
  const { errors } = form.formState;
  const saving = create.isPending || update.isPending;
  // The advice-line hint follows the country chosen for the child.
  const childCountry = useWatch({ control: form.control, name: 'countryCode' });
  const adviceHint = adviceLineFieldHint(getCountry(childCountry));

  const refused = (fieldErrors: FieldErrors<ChildFormValues>) => {
    const problem = firstFormProblem(fieldErrors);
    if (!problem) return;
    const { title, description } = toastFromMessage(problem);
    toast.error(title, { description });
  };

  const failed = (error: unknown) => {
    const { title, description } = childActionErrorToast(child ? 'update' : 'create', error);
    toast.error(title, { description });
    if (isSignedOutError(error)) void refresh();
  };

  const submit = (values: ChildFormResult) => {
    if (!user) {
      toast.error('Not authenticated', { description: 'Please sign in again to manage your children.' });
      return;
    }
    if (child)
      update.mutate(
        { childId: child.id, body: values },
        {
          onSuccess: (saved) => {
            toast.success('Changes saved', { description: `${saved.name}'s details have been updated.` });
            onDone();
          },
          onError: failed,
        },
      );
    else
      create.mutate(values, {
        onSuccess: (saved) => {
          toast.success('Success!', { description: `${saved.name} has been added to your account.` });
          onAdded(saved);
        },
        onError: failed,
      });
  };

  return (
    <form
      noValidate
      aria-label={child ? `Edit ${child.name}` : 'Add a child'}
      className="flex flex-col gap-5"
      onSubmit={(event) => void form.handleSubmit(submit, refused)(event)}
    >
      {planLimitMessage && (
        <Notice tone="warning" title="Plan limit reached">
          <p>{planLimitMessage}</p>
          <Link
            to={BILLING_THEN_ADD_CHILD}
            className="mt-1 inline-block font-bold text-primary underline underline-offset-4"
          >
            See plans and upgrade
          </Link>
        </Notice>
      )}

      <FormField label="Child's name" error={errors.name?.message}>
        {(control) => (
          <Input
            autoComplete="off"
            placeholder="e.g. Maya"
            maxLength={60}
            {...form.register('name')}
            {...control}
          />
        )}
      </FormField>

      <FormField label="Age" error={errors.age?.message}>
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            min={CHILD_AGE_MIN}
            max={CHILD_AGE_MAX}
            step={1}
            placeholder={`${CHILD_TARGET_AGE_MIN}–${CHILD_TARGET_AGE_MAX}`}
            className="max-w-40"
            {...form.register('age')}
            {...control}
          />
        )}
      </FormField>

      <ChoiceField
        form={form}
        name="relationship"
        label="Your relationship"
        placeholder="Choose how you are related"
        options={RELATIONSHIP_OPTIONS}
        error={errors.relationship?.message}
      />

      <ChoiceField
        form={form}
        name="countryCode"
        label="Country"
        placeholder="Choose a country"
        options={COUNTRY_OPTIONS}
        description="Sets the emergency numbers and the names of the services."
        error={errors.countryCode?.message}
      />

      <FormField
        label="Family doctor or nurse line (optional)"
        description={adviceHint.description}
        error={errors.adviceLineNumber?.message}
      >
        {(control) => (
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={adviceHint.placeholder}
            maxLength={ADVICE_LINE_NUMBER_MAX_LENGTH}
            {...form.register('adviceLineNumber')}
            {...control}
          />
        )}
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : child ? (
            <Save aria-hidden="true" />
          ) : (
            <UserPlus aria-hidden="true" />
          )}
          {child ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Adding...' : 'Add Child'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ChoiceOption = { value: string; label: ReactNode };

const RELATIONSHIP_OPTIONS: readonly ChoiceOption[] = RELATIONSHIPS.map(({ id, label }) => ({
  value: id,
  label,
}));

const COUNTRY_OPTIONS: readonly ChoiceOption[] = COUNTRIES.map(({ id, name }) => ({
  value: id,
  label: (
    <span className="flex items-center gap-2.5">
      <CountryFlag id={id} />
      {name}
    </span>
  ),
}));

type ChoiceFieldProps = {
  form: UseFormReturn<ChildFormValues, unknown, ChildFormResult>;
  name: 'relationship' | 'countryCode';
  label: string;
  placeholder: string;
  options: readonly ChoiceOption[];
  description?: string;
  error?: string;
};

/** A choice from a fixed list (relationship, country), kept in the form like a typed field. */
function ChoiceField({ form, name, label, placeholder, options, description, error }: ChoiceFieldProps) {
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
