import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ADMIN_MESSAGES, USER_ROLES, type AdminUser, type UserRole } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { changeRole, deleteUser } from './admin-api';
import { formatDate, TableFrame, td, th } from './list-states';
import { useStaffAction } from './staff-action';

const ROLE_NAMES: Record<UserRole, string> = { user: 'User', support: 'Support', admin: 'Admin' };

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
  const roleChange = useStaffAction(
    ({ id, role }: { id: string; email: string; role: UserRole }) => changeRole(id, role),
    {
      success: ({ email, role }) => `${email} is now ${ROLE_NAMES[role]}.`,
      failure: ADMIN_MESSAGES.roleFailed,
    },
  );
  const removal = useStaffAction((user: AdminUser) => deleteUser(user.id), {
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
                <td className={td}>{user.full_name ?? '—'}</td>
                <td className={`${td} break-all`}>{user.email}</td>
                <td className={td}>
                  {canChange && !self ? (
                    <Select
                      value={user.role}
                      disabled={changesLocked || roleChange.isPending}
                      onValueChange={(role) =>
                        roleChange.mutate({ id: user.id, email: user.email, role: role as UserRole })
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
                <td className={td}>{user.two_factor_enabled ? 'On' : 'Off'}</td>
                <td className={td}>{user.children_count}</td>
                <td className={td}>{formatDate(user.created_at)}</td>
                {canChange && (
                  <td className={td}>
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
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        cancelLabel="Keep"
        destructive
        title="Delete this user?"
        description={
          <>
            <strong>{toDelete?.email}</strong> will be deleted with their {toDelete?.children_count ?? 0}{' '}
            child profile(s) and all practice progress. They are signed out everywhere. This cannot be undone.
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
