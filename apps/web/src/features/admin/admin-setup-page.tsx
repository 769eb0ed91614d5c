// /eclipse-setup (docs/product.md §2 Admin screens, §5 Admin setup, §7 assign-admin-role): give a
// staff role to an existing account with the server's setup key. Without a configured key the page
// says that setup is disabled.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Loader2, ShieldPlus } from 'lucide-react';
import { ADMIN_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@callready/contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageContainer } from '@/components/ui/page-container';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/page-title';
import { refusalReason, useAssignRoleWithKey, useSetupStatus } from './admin-api';

const ROLE_HELP: Record<StaffRole, string> = {
  admin: 'Admin: view, search, change roles, cancel subscriptions and delete users.',
  support: 'Support: view and search users and subscribers.',
};

export function AdminSetupPage() {
  usePageTitle('Admin Setup');
  const setup = useSetupStatus();
  const assignment = useAssignRoleWithKey();
  const [email, setEmail] = useState('');
  const [adminKey, setAdminKey] = useState('');
  const [role, setRole] = useState<StaffRole>('admin');
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !adminKey) {
      toast.error(ADMIN_MESSAGES.missingInformation, {
        description: 'Enter the email address and the setup key.',
      });
      return;
    }
    assignment.mutate(
      { email: email.trim(), adminKey, role },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setAdminKey('');
          toast.success('Role assigned', { description: answer.message });
        },
        onError: (error) =>
          toast.error(ADMIN_MESSAGES.assignFailed, {
            description: refusalReason(error) ?? 'Please try again.',
          }),
      },
    );
  };

  return (
    <PageContainer width="narrow" className="flex flex-1 items-center justify-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-extrabold">
            <ShieldPlus className="text-primary" aria-hidden="true" /> Admin Setup
          </h1>
          <CardDescription>
            Give a staff role to an existing CallReady account with the server&apos;s setup key.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {setup.isPending ? (
            <Spinner label="Loading…" />
          ) : setup.isError ? (
            <p role="alert">{ADMIN_MESSAGES.loadFailed}</p>
          ) : !setup.data.enabled ? (
            <div role="status" className="flex flex-col gap-3">
              <p className="font-semibold">Admin setup is disabled.</p>
              <p className="text-muted-foreground">
                No setup key is configured on this server. An operator can set ADMIN_SETUP_KEY, or run
                <code className="mx-1 rounded bg-muted px-1">npm run admin:create -- EMAIL admin</code>
                on the server.
              </p>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Admin setup">
              <FormField label="Email" description="The account must already exist (sign up first).">
                {(control) => (
                  <Input
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    {...control}
                  />
                )}
              </FormField>
              <FormField label="Setup key">
                {(control) => (
                  <Input
                    type="password"
                    autoComplete="off"
                    value={adminKey}
                    onChange={(event) => setAdminKey(event.target.value)}
                    {...control}
                  />
                )}
              </FormField>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-semibold">Role</legend>
                {STAFF_ROLES.slice()
                  .reverse()
                  .map((option) => (
                    <label
                      key={option}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary"
                    >
                      <input
                        type="radio"
                        name="role"
                        value={option}
                        checked={role === option}
                        onChange={() => setRole(option)}
                        className="mt-1 size-4"
                      />
                      <span>
                        <span className="font-semibold">{STAFF_ROLE_LABELS[option]}</span>
                        <span className="block text-sm text-muted-foreground">{ROLE_HELP[option]}</span>
                      </span>
                    </label>
                  ))}
              </fieldset>
              <Button type="submit" size="lg" disabled={assignment.isPending}>
                {assignment.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Assign role
              </Button>
              {done && (
                <p role="status" className="rounded-lg bg-success/10 p-3">
                  {done}{' '}
                  <Link to="/eclipse-login" className="font-semibold underline">
                    Go to Admin Sign In
                  </Link>
                </p>
              )}
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
