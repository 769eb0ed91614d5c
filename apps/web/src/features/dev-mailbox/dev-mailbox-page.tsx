import { format, formatDistanceToNow } from 'date-fns';
import { toast } from 'sonner';
import {
  ExternalLink,
  FlaskConical,
  Inbox,
  KeyRound,
  Loader2,
  MailCheck,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import type { DevMailboxMessage } from '@callready/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useClearMailbox, useMailbox } from './dev-mailbox-api';
import { MAIL_LINK_LABELS, mailLinkKind, type MailLinkKind } from './mailbox-messages';

const linkIcons: Record<MailLinkKind, typeof ExternalLink> = {
  'verify-email': MailCheck,
  'reset-password': KeyRound,
  other: ExternalLink,
};

function formatSentAt(iso: string): { exact: string; relative: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { exact: iso, relative: '' };
  return {
    exact: format(date, 'd MMM yyyy, HH:mm:ss'),
    relative: formatDistanceToNow(date, { addSuffix: true }),
  };
}

function MessageCard({ message }: { message: DevMailboxMessage }) {
  const sentAt = formatSentAt(message.createdAt);
  const headingId = `mail-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-col gap-1.5">
        <h2 id={headingId} className="text-xl font-bold leading-snug">
          {message.subject}
        </h2>
        <dl className="grid gap-x-3 gap-y-0.5 text-sm text-muted-foreground sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-foreground">To</dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="font-semibold text-foreground">Sent</dt>
          <dd>
            <time dateTime={message.createdAt}>{sentAt.exact}</time>
            {sentAt.relative && <span> ({sentAt.relative})</span>}
          </dd>
        </dl>
      </header>

      {message.links.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Links in this e-mail">
          {message.links.map((link, index) => {
            const kind = mailLinkKind(link);
            const Icon = linkIcons[kind];
            return (
              <li key={`${index}-${link}`}>
                <a
                  href={link}
                  className="group flex items-start gap-3 rounded-xl border-2 border-primary/20 bg-primary-soft p-3 transition-colors hover:border-primary"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-bold text-primary group-hover:underline">
                      {MAIL_LINK_LABELS[kind]}
                    </span>
                    <span className="text-xs break-all text-muted-foreground">{link}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}

      <details className="group rounded-xl bg-muted">
        <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold select-none">
          Show the e-mail text
        </summary>
        <pre className="overflow-x-auto px-4 pb-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words">
          {message.text}
        </pre>
      </details>
    </article>
  );
}

/** The local development outbox: e-mail the server kept instead of sending (no SMTP configured). */
export function DevMailboxPage() {
  usePageTitle('Development Mailbox');
  const mailbox = useMailbox();
  const clear = useClearMailbox();
  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success('Mailbox cleared'),
      onError: (error) => toast.error('Could not clear the mailbox', { description: error.message }),
    });

  const messages = mailbox.data ?? [];
  const notAvailable = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  return (
    <PageContainer width="default" className="flex flex-col gap-6 py-8 sm:py-10">
      <div
        role="note"
        className="flex items-start gap-3 rounded-2xl border-2 border-amber-300 bg-accent p-4 text-accent-foreground sm:p-5"
      >
        <FlaskConical className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-extrabold">Local development outbox</p>
          <p className="leading-relaxed">
            No e-mail server is configured, so CallReady keeps every e-mail here instead of sending it.
            Nothing on this page has left this computer. This page does not exist on the live site.
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-2.5 text-3xl font-extrabold tracking-tight">
            <Inbox className="size-8 text-primary" aria-hidden="true" />
            Development Mailbox
          </h1>
          <p className="text-muted-foreground" aria-live="polite">
            {mailbox.isSuccess &&
              (messages.length === 1 ? '1 e-mail, newest first' : `${messages.length} e-mails, newest first`)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => void mailbox.refetch()}
            disabled={mailbox.isFetching}
            aria-busy={mailbox.isFetching || undefined}
          >
            <RefreshCw className={mailbox.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <Button
            variant="destructive"
            onClick={clearAll}
            disabled={clear.isPending || messages.length === 0}
            aria-busy={clear.isPending || undefined}
          >
            {clear.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Clear all
          </Button>
        </div>
      </div>

      {mailbox.isPending && (
        <div className="flex justify-center py-16">
          <Spinner className="size-10" label="Loading e-mails…" />
        </div>
      )}

      {mailbox.isError && (
        <div
          role="alert"
          className="rounded-2xl border border-emergency/30 bg-emergency-soft p-5 text-red-900"
        >
          <p className="font-bold">
            {notAvailable ? 'The development outbox is not available' : 'Could not load the e-mails'}
          </p>
          <p className="mt-1">
            {notAvailable
              ? 'The server is sending real e-mail (or runs in production), so there is nothing to show here.'
              : 'Is the server running? Use Refresh to try again.'}
          </p>
        </div>
      )}

      {mailbox.isSuccess && messages.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-10 text-center">
          <Inbox className="size-12 text-slate-400" aria-hidden="true" />
          <p className="text-lg font-bold">No e-mails yet</p>
          <p className="max-w-md text-muted-foreground">
            Sign up or ask for a password reset, and the e-mail will appear here within a few seconds.
          </p>
        </div>
      )}

      {messages.length > 0 && (
        <ol className="flex flex-col gap-4">
          {messages.map((message, index) => (
            <li key={message.id} className="flex flex-col gap-2">
              {index === 0 && (
                <Badge variant="soft" className="ml-1">
                  Newest
                </Badge>
              )}
              <MessageCard message={message} />
            </li>
          ))}
        </ol>
      )}
    </PageContainer>
  );
}
