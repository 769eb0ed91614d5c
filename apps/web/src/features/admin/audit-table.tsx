import type { AuditEntry } from '@callready/contract';
import { formatDateTime, TableFrame, td, th } from './list-states';

const ACTION_NAMES: Record<string, string> = {
  'sign-in': 'Signed in',
  'role-change': 'Changed role',
  'subscription-cancel': 'Cancelled subscription',
  'user-delete': 'Deleted user',
  'two-factor-enable': 'Turned on two-factor',
  'two-factor-disable': 'Turned off two-factor',
  'admin-setup': 'Role given with setup key',
  'admin-create': 'Role given from the shell',
};

function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value ?? '—')}`)
    .join(', ');
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableFrame label="Audit log">
      <thead>
        <tr>
          <th className={th}>When</th>
          <th className={th}>Who</th>
          <th className={th}>What</th>
          <th className={th}>Whom</th>
          <th className={th}>Client address</th>
          <th className={th}>Details</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When" className={`${td} whitespace-nowrap`}>
              {formatDateTime(entry.createdAt)}
            </td>
            <td data-label="Who" className={`${td} [overflow-wrap:anywhere]`}>
              {entry.actorEmail ?? 'Setup'}
            </td>
            <td data-label="What" className={td}>
              {ACTION_NAMES[entry.action] ?? entry.action}
            </td>
            <td data-label="Whom" className={`${td} [overflow-wrap:anywhere]`}>
              {entry.targetEmail ?? '—'}
            </td>
            <td data-label="Client address" className={td}>
              {entry.clientAddress ?? '—'}
            </td>
            <td data-label="Details" className={td}>
              {describeDetails(entry.details)}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
