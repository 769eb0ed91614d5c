import { STAFF_ROLE_LABELS, type AdminRole } from '@callready/contract';
import { Badge } from '@/components/ui/badge';
import { TableFrame, td, th } from './list-states';

export function RolesTable({ roles }: { roles: AdminRole[] }) {
  return (
    <TableFrame label="Staff roles">
      <thead>
        <tr>
          <th className={th}>Name</th>
          <th className={th}>Email</th>
          <th className={th}>Role</th>
          <th className={th}>2FA</th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.userId}>
            <td data-label="Name" className={td}>
              {role.fullName ?? '—'}
            </td>
            <td data-label="Email" className={`${td} [overflow-wrap:anywhere]`}>
              {role.email}
            </td>
            <td data-label="Role" className={td}>
              <Badge variant="soft">
                {role.role === 'admin' ? 'Admin' : 'Support'} · {STAFF_ROLE_LABELS[role.role]}
              </Badge>
            </td>
            <td data-label="2FA" className={td}>
              {role.twoFactorEnabled ? 'On' : 'Off'}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
