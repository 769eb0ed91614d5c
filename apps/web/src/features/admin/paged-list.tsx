// One tab of the staff dashboard: a page of a list with its loading, failure and empty states and
// its pager, so every list (users, subscribers, roles, audit log) behaves the same.
import type { ReactNode } from 'react';
import { ListStates } from './list-states';
import { Pager } from './pager';

type ListPage<Item> = { items: Item[]; total: number; page: number; pageSize: number };

/** A list as its read hook gives it (admin-api.ts). */
type ListRead<Item> = {
  isPending: boolean;
  isError: boolean;
  data: ListPage<Item> | undefined;
  refetch: () => unknown;
};

type PagedListProps<Item> = {
  list: ListRead<Item>;
  /** Names the pager: '{label} pages'. */
  label: string;
  emptyText: string;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
};

export function PagedList<Item>({ list, label, emptyText, onPage, children }: PagedListProps<Item>) {
  return (
    <ListStates
      loading={list.isPending}
      failed={list.isError}
      empty={list.data?.items.length === 0}
      emptyText={emptyText}
      onRetry={() => void list.refetch()}
    >
      {list.data && (
        <>
          {children(list.data.items)}
          <Pager
            label={label}
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={onPage}
          />
        </>
      )}
    </ListStates>
  );
}
