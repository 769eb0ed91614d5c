import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ADMIN_MESSAGES, USER_ROLES, type AdminUser, type UserRole } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useChangeRole, useDeleteUser } from './admin-api';
import { formatDate, TableFrame, td, th } from './list-states';

const ROLE_NAMES: Record<UserRole, string> = { user: 'User', support: 'Support', admin: 'Admin' };

/** What the new role lets the person do, said in the confirmation (docs/architecture.md §5.5). */
const ROLE_MEANINGS: Record<UserRole, string> = {
  user: 'They lose access to the back office.',
  support: 'They can read and search users, subscribers, roles and the audit log, and change nothing.',
  admin:
    'They can change roles, cancel subscriptions and delete users (once their two-factor authentication is on).',
};

type RoleChange = { id: string; email: string; from: UserRole; role: UserRole };

type UsersTableProps = {
  users: AdminUser[];
  /** Admins see the actions; support does not (the server refuses them anyway). */
  canChange: boolean;
  /** An admin without two-factor sees them disabled, with the reason above the table. */
  changesLocked: boolean;
  currentUserId: string;
};

export function UsersTable({ users, canChange, changesLocked, currentUserId }: UsersTableProps) {
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toChange, setToChange] = useState<RoleChange | null>(null);
  const roleChange = useChangeRole<RoleChange>({
    success: ({ email, role }) => `${email} is now ${ROLE_NAMES[role]}.`,
    failure: ADMIN_MESSAGES.roleFailed,
  });
  const removal = useDeleteUser<AdminUser>({
    success: (user) => `${user.email} and their children's data were deleted.`,
    failure: ADMIN_MESSAGES.deleteFailed,
  });

  return (
    <>
      <TableFrame label="Users">
        <thead>
          <tr>
            <th className={th}>Name</th>
            <th className={th}>Email</th>
            <th className={th}>Role</th>
            <th className={th}>2FA</th>
            <th className={th}>Children</th>
            <th className={th}>Joined</th>
            {canChange && <th className={th}>Actions</th>}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <td data-label="Name" className={td}>
                  {user.fullName ?? '—'}
                </td>
                <td data-label="Email" className={`${td} [overflow-wrap:anywhere]`}>
                  {user.email}
                </td>
                <td data-label="Role" className={td}>
                  {canChange && !self ? (
                    <Select
                      value={user.role}
                      disabled={changesLocked || roleChange.isPending}
                      onValueChange={(role) =>
                        setToChange({
                          id: user.id,
                          email: user.email,
                          from: user.role,
                          role: role as UserRole,
                        })
                      }
                    >
                      <SelectTrigger aria-label={`Role of ${user.email}`} className="min-h-9 w-32 py-1">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {USER_ROLES.map((role) => (
                          <SelectItem key={role} value={role}>
                            {ROLE_NAMES[role]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  ) : (
                    <Badge variant={user.role === 'user' ? 'secondary' : 'soft'}>
                      {ROLE_NAMES[user.role]}
                    </Badge>
                  )}
                </td>
                <td data-label="2FA" className={td}>
                  {user.twoFactorEnabled ? 'On' : 'Off'}
                </td>
                <td data-label="Children" className={td}>
                  {user.childrenCount}
                  {user.childrenWithAddress > 0 && (
                    <span className="block text-xs text-muted-foreground">
                      {user.childrenWithAddress} with a home address
                    </span>
                  )}
                </td>
                <td data-label="Joined" className={td}>
                  {formatDate(user.createdAt)}
                </td>
                {canChange && (
                  <td data-label="Actions" className={td}>
                    {!self && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={changesLocked || removal.isPending}
                        onClick={() => setToDelete(user)}
                        aria-label={`Delete ${user.email}`}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
      <ConfirmDialog
        open={toChange !== null}
        onCancel={() => setToChange(null)}
        cancelLabel="Keep the role"
        destructive={toChange?.role === 'admin'}
        title={`Change the role of ${toChange?.email ?? ''}?`}
        description={
          toChange && (
            <>
              <strong className="[overflow-wrap:anywhere]">{toChange.email}</strong> goes from{' '}
              {ROLE_NAMES[toChange.from]} to <strong>{ROLE_NAMES[toChange.role]}</strong>.{' '}
              {ROLE_MEANINGS[toChange.role]}
            </>
          )
        }
        confirmLabel={toChange ? `Make ${ROLE_NAMES[toChange.role]}` : 'Change role'}
        onConfirm={() => {
          if (toChange) roleChange.mutate(toChange);
          setToChange(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        cancelLabel="Keep"
        destructive
        title={`Delete ${toDelete?.email ?? 'this user'}?`}
        description={
          <>
            <strong className="[overflow-wrap:anywhere]">{toDelete?.email}</strong> will be deleted with their{' '}
            {toDelete?.childrenCount ?? 0} child profile(s) and all practice progress. They are signed out
            everywhere. This cannot be undone.
          </>
        }
        confirmLabel="Delete user"
        onConfirm={() => {
          if (toDelete) removal.mutate(toDelete);
          setToDelete(null);
        }}
      />
    </>
  );
}
