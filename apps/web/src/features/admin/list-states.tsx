import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@callready/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDay, formatDayTime } from '@/lib/dates';
import './staff-tables.css';

type ListStatesProps = {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
};

/** Loading, failure ('Error - Failed to load admin data.'), empty, or the table itself. */
export function ListStates({ loading, failed, empty, emptyText, onRetry, children }: ListStatesProps) {
  if (loading) return <Spinner label="Loading…" />;
  if (failed)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-emergency/40 p-4">
        <p className="font-semibold">{ADMIN_MESSAGES.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (empty)
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{emptyText}</p>
    );
  return <>{children}</>;
}

/**
 * A table that scrolls sideways on a tablet rather than squeezing its columns, and on a phone shows
 * each row as a card of labelled values (staff-tables.css; every cell names its column in data-label).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border" role="region" aria-label={label} tabIndex={0}>
      <table className="staff-table w-full text-left text-sm sm:min-w-[40rem]">{children}</table>
    </div>
  );
}

export const th = 'border-b bg-muted/50 px-3 py-2 font-semibold';
export const td = 'border-b px-3 py-2 align-middle';

/** Dates as the rest of the product writes them ("5 Mar 2026"), whatever the browser's language. */
export const formatDate = (iso: string | null) => (iso ? formatDay(iso) : '—');
export const formatDateTime = (iso: string) => formatDayTime(iso);
