import { Link } from 'react-router';
import { BarChart3, Copy, Eraser, Eye, Home, Lock, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import type { Child, ChildStats } from '@callready/contract';
import { getCountry } from '@callready/core';
import { CountryFlag } from '@/components/country-flag';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { childProgressLine, relationshipLabel } from './children-overview';
import { OperatorVoiceSetting } from './operator-voice-setting';
import { VoiceLearningLine } from './voice-learning-line';
import { paths } from '@/lib/paths';

export type ChildCardActions = {
  onCopyInvite: (child: Child) => void;
  onNewCode: (child: Child) => void;
  onPreview: (child: Child) => void;
  onEdit: (child: Child) => void;
  onRemove: (child: Child) => void;
  onDeleteHistory: (child: Child) => void;
  /** Opens "Address and phone" (ADR 037). */
  onHomeDetails: (child: Child) => void;
};

type ChildCardProps = ChildCardActions & {
  child: Child;
  stats: ChildStats | undefined;
  /** An address is stored for the child; the card says so and never shows it (ADR 051). */
  hasAddress: boolean;
};

/** The code in two groups of four, easy to read aloud; copying still gives the whole code. */
function InviteCode({ code }: { code: string }) {
  const half = Math.ceil(code.length / 2);
  return (
    <p
      data-testid="invite-code"
      className="font-mono text-3xl font-bold tracking-[0.18em] text-slate-900 tabular-nums sm:text-4xl"
    >
      <span>{code.slice(0, half)}</span>
      <span className="ml-[0.45em]">{code.slice(half)}</span>
    </p>
  );
}

export function ChildCard({
  child,
  stats,
  hasAddress,
  onCopyInvite,
  onNewCode,
  onPreview,
  onEdit,
  onRemove,
  onDeleteHistory,
  onHomeDetails,
}: ChildCardProps) {
  const headingId = `child-${child.id}-name`;
  const country = getCountry(child.countryCode);
  const code = child.active ? child.inviteCode : null;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-5 rounded-2xl border-2 bg-card p-5 shadow-sm sm:p-6',
        child.active ? 'border-border' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-3 sm:gap-4">
          <span
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-full text-2xl font-extrabold sm:size-14',
              child.active ? 'bg-primary-soft text-primary' : 'bg-slate-200 text-slate-500',
            )}
            aria-hidden="true"
          >
            {child.name.trim().charAt(0).toUpperCase()}
          </span>
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="max-w-full truncate text-2xl font-extrabold">
              {child.name}
            </h3>
            {child.active ? (
              <Badge variant="success" className="bg-green-700">
                Active
              </Badge>
            ) : (
              <Badge variant="secondary">
                <Lock aria-hidden="true" />
                Account Inactive
              </Badge>
            )}
          </div>
          <div className="flex shrink-0 gap-1 self-start">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${child.name}`}
              title="Edit"
              onClick={() => onEdit(child)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${child.name}'s practice history`}
              title="Delete practice history"
              onClick={() => onDeleteHistory(child)}
            >
              <Eraser aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-emergency hover:bg-emergency-soft hover:text-emergency"
              aria-label={`Remove ${child.name}`}
              title="Remove"
              onClick={() => onRemove(child)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
            <span>Age {child.age}</span>
            <span aria-hidden="true">·</span>
            <span>{relationshipLabel(child.relationship)}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1.5">
              <CountryFlag id={country.id} />
              {country.name}
            </span>
          </p>
          <p className="text-sm font-semibold text-slate-700">{childProgressLine(stats)}</p>
          <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="address-status">
            <Home className="size-4 shrink-0" aria-hidden="true" />
            {hasAddress
              ? 'Home address stored for Learn my address and practice calls.'
              : 'No home address yet: add one under Address and phone.'}
          </p>
        </div>
      </div>

      {code ? (
        <section
          aria-label={`${child.name}'s invite code`}
          className="flex flex-col gap-3 rounded-xl bg-muted p-4"
        >
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">Invite code</h4>
            <InviteCode code={code} />
            <p className="text-sm text-muted-foreground">
              {child.name} enters this code on the child login page. No account or e-mail needed.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onCopyInvite(child)}>
              <Copy aria-hidden="true" />
              Copy invite
            </Button>
            <Button size="sm" variant="outline" onClick={() => onNewCode(child)}>
              <RefreshCw aria-hidden="true" />
              New code
            </Button>
          </div>
        </section>
      ) : (
        <div
          role="note"
          className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-bold">Upgrade to reactivate</p>
          <p className="text-sm leading-relaxed">
            Your current plan has fewer places than children, so {child.name}&apos;s invite code is switched
            off and cannot be used. Upgrade your plan to reactivate this account; their progress is kept.
          </p>
          <Link
            to={paths.billing}
            className="w-fit text-sm font-bold text-primary underline underline-offset-4"
          >
            See plans
          </Link>
        </div>
      )}

      <OperatorVoiceSetting child={child} />
      <VoiceLearningLine child={child} />

      <div className="flex flex-col gap-2 sm:flex-row">
        {code && (
          <Button variant="secondary" className="sm:flex-1" onClick={() => onPreview(child)}>
            <Eye aria-hidden="true" />
            Preview as child
          </Button>
        )}
        <Button
          variant="outline"
          className="sm:flex-1"
          aria-label={`Address and phone for ${child.name}`}
          onClick={() => onHomeDetails(child)}
        >
          <Home aria-hidden="true" />
          Address and phone
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link to={paths.reports(child.id)} aria-label={`View Reports for ${child.name}`}>
            <BarChart3 aria-hidden="true" />
            View Reports
          </Link>
        </Button>
      </div>
    </article>
  );
}
