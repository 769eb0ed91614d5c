import { useId } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AlertCircle, Loader2, Save, UserPlus } from 'lucide-react';
import type { Child } from '@callready/contract';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, COUNTRIES, RELATIONSHIPS, childLimitMessage, type PlanTier } from '@callready/core';
import { CountryFlag } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAuth } from '@/lib/auth/auth-context';
import { useCountry } from '@/lib/country-context';
import {
  childFormDefaults,
  childFormSchema,
  firstFormProblem,
  toastFromMessage,
  type ChildFormResult,
  type ChildFormValues,
} from './child-form';
import { Notice } from './notice';
import { childActionErrorToast, isSignedOutError } from './save-errors';
import { useCreateChild, useUpdateChild } from './use-children';

export type ChildFormTarget = { mode: 'add' } | { mode: 'edit'; child: Child };

type ChildFormDialogProps = {
  target: ChildFormTarget | null;
  onClose: () => void;
  /** When adding, the plan the parent is on and whether it is full (the server still decides). */
  planTier: PlanTier;
  atPlanLimit: boolean;
};

/** Add a child, or edit one (spec §5 "Add child"). */
export function ChildFormDialog({ target, onClose, planTier, atPlanLimit }: ChildFormDialogProps) {
  const editing = target?.mode === 'edit' ? target.child : null;
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
          <ChildForm child={editing} onDone={onClose} planLimitMessage={!editing && atPlanLimit ? childLimitMessage(planTier) : null} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-sm font-semibold text-emergency">
      <AlertCircle className="mt-px size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

type ChildFormProps = { child: Child | null; onDone: () => void; planLimitMessage: string | null };

function ChildForm({ child, onDone, planLimitMessage }: ChildFormProps) {
  const fieldId = useId();
  const { user, refresh } = useAuth();
  const { effectiveCountry } = useCountry();
  const create = useCreateChild();
  const update = useUpdateChild();

  const form = useForm<ChildFormValues, unknown, ChildFormResult>({
    resolver: zodResolver(childFormSchema),
    defaultValues: childFormDefaults(child, effectiveCountry.id),
  });
  const { errors, isSubmitting } = form.formState;
  const ids = {
    name: `${fieldId}-name`,
    age: `${fieldId}-age`,
    relationship: `${fieldId}-relationship`,
    country: `${fieldId}-country`,
  };
  const problemId = (id: string) => `${id}-problem`;

  const refused = (fieldErrors: FieldErrors<ChildFormValues>) => {
    const problem = firstFormProblem(fieldErrors);
    if (!problem) return;
    const { title, description } = toastFromMessage(problem);
    toast.error(title, { description });
  };

  const submit = async (values: ChildFormResult) => {
    if (!user) {
      toast.error('Not authenticated', { description: 'Please sign in again to manage your children.' });
      return;
    }
    try {
      if (child) {
        const saved = await update.mutateAsync({ childId: child.id, body: values });
        toast.success('Changes saved', { description: `${saved.name}'s details have been updated.` });
      } else {
        const saved = await create.mutateAsync(values);
        toast.success('Success!', { description: `${saved.name} has been added to your account.` });
      }
      onDone();
    } catch (error) {
      const { title, description } = childActionErrorToast(child ? 'update' : 'create', error);
      toast.error(title, { description });
      if (isSignedOutError(error)) void refresh();
    }
  };

  const describedBy = (id: string, invalid: boolean) => (invalid ? problemId(id) : undefined);

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
          <Link to="/billing" className="mt-1 inline-block font-bold text-primary underline underline-offset-4">
            See plans and upgrade
          </Link>
        </Notice>
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>Child&apos;s name</Label>
        <Input
          id={ids.name}
          autoComplete="off"
          placeholder="e.g. Maya"
          maxLength={60}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(ids.name, Boolean(errors.name))}
          {...form.register('name')}
        />
        <FieldProblem id={problemId(ids.name)} message={errors.name?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.age}>Age</Label>
        <Input
          id={ids.age}
          type="number"
          inputMode="numeric"
          min={CHILD_AGE_MIN}
          max={CHILD_AGE_MAX}
          step={1}
          placeholder={`${CHILD_AGE_MIN}–${CHILD_AGE_MAX}`}
          className="max-w-40"
          aria-invalid={errors.age ? true : undefined}
          aria-describedby={describedBy(ids.age, Boolean(errors.age))}
          {...form.register('age')}
        />
        <FieldProblem id={problemId(ids.age)} message={errors.age?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.relationship}>Your relationship</Label>
        <Controller
          control={form.control}
          name="relationship"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger
                id={ids.relationship}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={errors.relationship ? true : undefined}
                aria-describedby={describedBy(ids.relationship, Boolean(errors.relationship))}
              >
                <SelectValue placeholder="Choose how you are related" />
              </SelectTrigger>
              <SelectContent>
                {RELATIONSHIPS.map((relationship) => (
                  <SelectItem key={relationship.id} value={relationship.id}>
                    {relationship.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldProblem id={problemId(ids.relationship)} message={errors.relationship?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.country}>Country</Label>
        <Controller
          control={form.control}
          name="country_code"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger
                id={ids.country}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={errors.country_code ? true : undefined}
                aria-describedby={describedBy(ids.country, Boolean(errors.country_code))}
              >
                <SelectValue placeholder="Choose a country" />
              </SelectTrigger>
              <SelectContent>
                {COUNTRIES.map((country) => (
                  <SelectItem key={country.id} value={country.id}>
                    <span className="flex items-center gap-2.5">
                      <CountryFlag id={country.id} />
                      {country.name}
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p className="text-sm text-muted-foreground">Sets the emergency numbers and the operator&apos;s accent.</p>
        <FieldProblem id={problemId(ids.country)} message={errors.country_code?.message} />
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : child ? <Save aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {child ? (isSubmitting ? 'Saving...' : 'Save Changes') : isSubmitting ? 'Adding...' : 'Add Child'}
        </Button>
      </DialogFooter>
    </form>
  );
}
