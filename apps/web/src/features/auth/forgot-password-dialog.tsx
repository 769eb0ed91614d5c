import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { Loader2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AuthRefusal, useRequestPasswordReset } from './auth-api';
import { resetRequestErrorMessage, toAuthFailure } from './auth-errors';
import { emailAddressSchema } from './email-address';
import { EmailField } from './email-field';
import { SecurityCheck, type CaptchaHandle } from '@/components/security-check/security-check';

const forgotSchema = z.object({
  email: emailAddressSchema,
});
type ForgotValues = z.input<typeof forgotSchema>;

type ForgotPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
};

export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = '' }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reset Your Password</DialogTitle>
          <DialogDescription>
            Enter the e-mail address of your parent account and we&apos;ll send you a link to choose a new
            password.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with a fresh form and security check. */}
        {open && <ForgotPasswordForm defaultEmail={defaultEmail} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;

  const request = useRequestPasswordReset({
    onSuccess: () => {
      toast.success('Reset Link Sent', {
        description: "If an account exists with this email, you'll receive password reset instructions.",
      });
      onDone();
    },
    onError: (error) => {
      captcha.current?.reset();
      const failure = error instanceof AuthRefusal ? error.failure : toAuthFailure(error);
      toast.error('Request Failed', { description: resetRequestErrorMessage(failure) });
    },
  });
  const submitting = request.isPending;

  const submit = ({ email }: ForgotValues) => {
    if (!captchaToken || submitting) return;
    request.mutate({ email: email.trim(), captchaToken });
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Request a password reset link"
    >
      <EmailField error={errors.email?.message} {...form.register('email')} />

      <SecurityCheck ref={captcha} onTokenChange={setCaptchaToken} />

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!captchaToken || submitting} aria-busy={submitting || undefined}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {submitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </DialogFooter>
    </form>
  );
}
