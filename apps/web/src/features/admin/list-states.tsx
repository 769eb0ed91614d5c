import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@callready/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

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

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
    </div>
  );
}

export const th = 'border-b bg-muted/50 px-3 py-2 font-semibold';
export const td = 'border-b px-3 py-2 align-middle';

export const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
    : '—';
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
