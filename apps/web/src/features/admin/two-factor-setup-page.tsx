// /eclipse-2fa-setup (docs/product.md §2, §4 Two-factor setup, §7 setup-2fa): generate a secret (with
// a QR code drawn by our own server), confirm a 6-digit code, then the backup codes; or turn it off
// with the password and a fresh code. Non-staff go to /; everything leads back to /eclipse.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Loader2, ShieldCheck, ShieldOff } from 'lucide-react';
import { ADMIN_MESSAGES, type TwoFactorGenerateResponse } from '@callready/contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/page-title';
import { refusalReason, useDisableTwoFactor, useGenerateTwoFactor, useVerifyTwoFactor } from './admin-api';
import { BackupCodesDialog } from './backup-codes-dialog';
import { cleanSetupCode } from './two-factor-rules';
import { useStaffAccess } from './use-staff-access';

const reasonOf = (error: unknown) => refusalReason(error) ?? 'Please try again.';

const codeInput = (value: string, onChange: (value: string) => void, label: string) => (
  <FormField label={label} description="The 6-digit code shown in your authenticator app.">
    {(control) => (
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(cleanSetupCode(event.target.value))}
        className="font-mono text-xl tracking-[0.3em]"
        {...control}
      />
    )}
  </FormField>
);

const passwordInput = (value: string, onChange: (value: string) => void) => (
  <FormField label="Your password">
    {(control) => (
      <Input
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...control}
      />
    )}
  </FormField>
);

export function TwoFactorSetupPage() {
  usePageTitle('Two-Factor Authentication');
  const { status, loading } = useStaffAccess('/');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [generated, setGenerated] = useState<TwoFactorGenerateResponse | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const generation = useGenerateTwoFactor();
  const verification = useVerifyTwoFactor();
  const disabling = useDisableTwoFactor();
  const busy = generation.isPending || verification.isPending || disabling.isPending;

  if (loading || !status) return <PageSpinner label="Checking your access…" />;

  const failed = (failure: string) => (error: unknown) => {
    toast.error(failure, { description: reasonOf(error) });
  };

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!password)
      return void toast.error(ADMIN_MESSAGES.setupTwoFactorFailed, { description: 'Enter your password.' });
    generation.mutate(password, {
      onSuccess: (answer) => {
        setGenerated(answer);
        setPassword('');
      },
      onError: failed(ADMIN_MESSAGES.setupTwoFactorFailed),
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6)
      return void toast.error(ADMIN_MESSAGES.invalidCode, {
        description: 'Enter the 6-digit code from your app.',
      });
    verification.mutate(code, {
      onSuccess: () => {
        setBackupCodes(generated?.backupCodes ?? []);
        setGenerated(null);
        setCode('');
        toast.success('Two-factor authentication is on');
      },
      onError: failed(ADMIN_MESSAGES.setupTwoFactorFailed),
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    if (!password || code.length !== 6)
      return void toast.error(ADMIN_MESSAGES.disableTwoFactorFailed, {
        description: 'Enter your password and a current 6-digit code.',
      });
    disabling.mutate(
      { password, code },
      {
        onSuccess: () => {
          setPassword('');
          setCode('');
          toast.success('Two-factor authentication is off');
        },
        onError: failed(ADMIN_MESSAGES.disableTwoFactorFailed),
      },
    );
  };

  return (
    <PageContainer width="narrow" className="flex flex-col gap-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/eclipse">
          <ArrowLeft aria-hidden="true" />
          Back to Admin Dashboard
        </Link>
      </Button>
      <h1 className="text-3xl font-extrabold tracking-tight">Two-Factor Authentication</h1>

      {status.twoFactorEnabled ? (
        <Card>
          <CardHeader>
            <p className="flex items-center gap-2 text-lg font-bold text-success">
              <ShieldCheck aria-hidden="true" /> Two-factor authentication is on
            </p>
            <CardDescription>
              Signing in to the back office asks for a code from your authenticator app or a backup code.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={disable} className="flex flex-col gap-4" aria-label="Turn off two-factor">
              {passwordInput(password, setPassword)}
              {codeInput(code, setCode, 'Current code')}
              <Button type="submit" variant="destructive" disabled={busy} className="self-start">
                {busy ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <ShieldOff aria-hidden="true" />
                )}
                Turn off two-factor
              </Button>
            </form>
          </CardContent>
        </Card>
      ) : generated ? (
        <Card>
          <CardHeader>
            <p className="text-lg font-bold">Scan this code with your authenticator app</p>
            <CardDescription>
              Or type the key below into the app, then enter the code it shows.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <img
              src={generated.qrCodeUrl}
              alt="QR code for your authenticator app"
              width={240}
              height={240}
              className="self-center rounded-lg border"
            />
            <p className="text-sm">
              Key:{' '}
              <code data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 font-mono">
                {generated.secret}
              </code>
            </p>
            <form onSubmit={verify} className="flex flex-col gap-4" aria-label="Confirm two-factor">
              {codeInput(code, setCode, 'Verification code')}
              <Button type="submit" disabled={busy} className="self-start">
                {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                Verify and turn on
              </Button>
            </form>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <p className="flex items-center gap-2 text-lg font-bold">
              <ShieldOff aria-hidden="true" /> Two-factor authentication is off
            </p>
            <CardDescription>
              {status.role === 'admin'
                ? 'Admins must turn it on before changing roles, cancelling subscriptions or deleting users.'
                : 'It is strongly recommended for every staff account.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={generate} className="flex flex-col gap-4" aria-label="Set up two-factor">
              {passwordInput(password, setPassword)}
              <Button type="submit" disabled={busy} className="self-start">
                {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                Set up two-factor
              </Button>
            </form>
          </CardContent>
        </Card>
      )}

      {backupCodes && <BackupCodesDialog codes={backupCodes} onClose={() => setBackupCodes(null)} />}
    </PageContainer>
  );
}
