// /eclipse (docs/product.md §2 Admin screens; docs/architecture.md §5.5): users, subscribers, roles
// and the audit log, searchable and paged. Support reads; admins with two-factor on also change.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogOut, Search, ShieldAlert, ShieldCheck } from 'lucide-react';
import { STAFF_REFUSALS, STAFF_ROLE_LABELS, type StaffStatus } from '@callready/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { useAudit, useForgetStaffData, useRoles, useSubscribers, useUsers } from './admin-api';
import { AuditTable } from './audit-table';
import { PagedList } from './paged-list';
import { RolesTable } from './roles-table';
import { SubscribersTable } from './subscribers-table';
import { UsersTable } from './users-table';
import { useStaffAccess } from './use-staff-access';

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const { status, loading, failed, retry } = useStaffAccess('/eclipse-login');
  if (loading || (!status && !failed)) return <PageSpinner label="Checking your access…" />;
  if (!status)
    return (
      <PageContainer width="narrow" className="flex flex-col items-start gap-4">
        <p role="alert" className="font-semibold">
          Error - Failed to load admin data.
        </p>
        <Button onClick={retry}>Try again</Button>
      </PageContainer>
    );
  return <Dashboard status={status} />;
}

function Dashboard({ status }: { status: StaffStatus }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const forgetStaffData = useForgetStaffData();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState({ users: 1, subscribers: 1, roles: 1, audit: 1 });
  const isAdmin = status.role === 'admin';
  // Two-factor must be on, and this session must have begun with its code (ADR 033).
  const needsTwoFactor = isAdmin && !status.twoFactorEnabled;
  const needsTwoFactorSignIn = isAdmin && status.twoFactorEnabled && !status.sessionTwoFactorVerified;
  const changesLocked = needsTwoFactor || needsTwoFactorSignIn;

  const users = useUsers({ search, page: pages.users });
  const subscribers = useSubscribers({ search, page: pages.subscribers });
  const roles = useRoles({ search, page: pages.roles });
  const audit = useAudit(pages.audit);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchInput.trim());
    setPages((current) => ({ ...current, users: 1, subscribers: 1, roles: 1 }));
  };

  const leave = async () => {
    try {
      await signOut();
      forgetStaffData();
      navigate('/eclipse-login', { replace: true });
    } catch {
      toast.error('Sign out failed', { description: 'Please try again.' });
    }
  };

  return (
    <PageContainer width="wide" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
          <p className="text-muted-foreground">
            Signed in as <span className="font-semibold text-foreground">{status.email}</span>{' '}
            <Badge variant="soft">
              {isAdmin ? 'Admin' : 'Support'} · {STAFF_ROLE_LABELS[status.role]}
            </Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/eclipse-2fa-setup">
              <ShieldCheck aria-hidden="true" />
              Two-Factor Authentication
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void leave()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </header>

      {needsTwoFactorSignIn && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
        >
          <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1">{STAFF_REFUSALS.TWO_FACTOR_SIGN_IN_REQUIRED}</p>
          <Button size="sm" onClick={() => void leave()}>
            Sign in again
          </Button>
        </div>
      )}
      {needsTwoFactor && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
        >
          <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1">{STAFF_REFUSALS.TWO_FACTOR_REQUIRED}</p>
          <Button asChild size="sm">
            <Link to="/eclipse-2fa-setup">Set up two-factor</Link>
          </Button>
        </div>
      )}
      {!isAdmin && (
        <p role="status" className="rounded-lg border bg-muted/40 p-4">
          Limited Access: you can view and search users and subscribers. Role changes, cancellations and
          deletions are made by an admin.
        </p>
      )}

      <form onSubmit={submitSearch} role="search" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="staff-search" className="sr-only">
          Search by email or full name
        </label>
        <Input
          id="staff-search"
          type="search"
          placeholder="Search by email or full name"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      <Tabs defaultValue="users">
        <TabsList className="flex h-auto flex-wrap">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="roles">Roles</TabsTrigger>
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <PagedList
            list={users}
            label="Users"
            emptyText={search ? `No users match “${search}”.` : 'No users yet.'}
            onPage={(page) => setPages({ ...pages, users: page })}
          >
            {(items) => (
              <UsersTable
                users={items}
                canChange={isAdmin}
                changesLocked={changesLocked}
                currentUserId={user?.id ?? ''}
              />
            )}
          </PagedList>
        </TabsContent>
        <TabsContent value="subscribers">
          <PagedList
            list={subscribers}
            label="Subscribers"
            emptyText={search ? `No subscribers match “${search}”.` : 'No subscribers yet.'}
            onPage={(page) => setPages({ ...pages, subscribers: page })}
          >
            {(items) => (
              <SubscribersTable subscribers={items} canChange={isAdmin} changesLocked={changesLocked} />
            )}
          </PagedList>
        </TabsContent>
        <TabsContent value="roles">
          <PagedList
            list={roles}
            label="Roles"
            emptyText={search ? `No staff match “${search}”.` : 'No staff roles yet.'}
            onPage={(page) => setPages({ ...pages, roles: page })}
          >
            {(items) => <RolesTable roles={items} />}
          </PagedList>
        </TabsContent>
        <TabsContent value="audit">
          <PagedList
            list={audit}
            label="Audit log"
            emptyText="No staff actions recorded yet."
            onPage={(page) => setPages({ ...pages, audit: page })}
          >
            {(items) => <AuditTable entries={items} />}
          </PagedList>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
