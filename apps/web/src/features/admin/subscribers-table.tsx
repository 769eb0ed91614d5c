import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminSubscriber } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCancelSubscription } from './admin-api';
import { formatDate, TableFrame, td, th } from './list-states';
import { subscriberStatus } from './subscriber-status';

const PLAN_NAMES = { free: 'Free', premium: 'Family Plan', enterprise: 'Large Family Plan' } as const;

type SubscribersTableProps = { subscribers: AdminSubscriber[]; canChange: boolean; changesLocked: boolean };

const STATUS_BADGE = { cancelled: 'secondary', active: 'success', none: 'outline' } as const;

export function SubscribersTable({ subscribers, canChange, changesLocked }: SubscribersTableProps) {
  const now = new Date();
  const status = (subscriber: AdminSubscriber) => subscriberStatus(subscriber, now);
  const [toCancel, setToCancel] = useState<AdminSubscriber | null>(null);
  const cancel = useCancelSubscription<AdminSubscriber>({
    success: (subscriber) => `${subscriber.email}'s subscription will end at the end of the period.`,
    failure: ADMIN_MESSAGES.cancelFailed,
  });
  return (
    <>
      <TableFrame label="Subscribers">
        <thead>
          <tr>
            <th className={th}>Name</th>
            <th className={th}>Email</th>
            <th className={th}>Plan</th>
            <th className={th}>Status</th>
            <th className={th}>Ends / renews</th>
            {canChange && <th className={th}>Actions</th>}
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.userId}>
              <td data-label="Name" className={td}>
                {subscriber.fullName ?? '—'}
              </td>
              <td data-label="Email" className={`${td} [overflow-wrap:anywhere]`}>
                {subscriber.email}
              </td>
              <td data-label="Plan" className={td}>
                {PLAN_NAMES[subscriber.subscriptionTier]}
              </td>
              <td data-label="Status" className={td}>
                <Badge variant={STATUS_BADGE[status(subscriber).tone]} className="whitespace-normal">
                  {status(subscriber).label}
                </Badge>
              </td>
              <td data-label="Ends / renews" className={td}>
                {formatDate(subscriber.subscriptionEnd)}
              </td>
              {canChange && (
                <td data-label="Actions" className={td}>
                  {subscriber.subscriptionTier !== 'free' && !subscriber.isCanceled && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={changesLocked || cancel.isPending}
                      onClick={() => setToCancel(subscriber)}
                      aria-label={`Cancel subscription of ${subscriber.email}`}
                    >
                      Cancel subscription
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <ConfirmDialog
        open={toCancel !== null}
        onCancel={() => setToCancel(null)}
        cancelLabel="Keep"
        destructive
        title="Cancel this subscription?"
        description={
          <>
            <strong>{toCancel?.email}</strong> keeps access until the end of the current period; it will not
            renew.
          </>
        }
        confirmLabel="Cancel subscription"
        onConfirm={() => {
          if (toCancel) cancel.mutate(toCancel);
          setToCancel(null);
        }}
      />
    </>
  );
}
