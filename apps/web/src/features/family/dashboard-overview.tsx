import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Star, Trophy, Users } from 'lucide-react';
import type { ChildrenOverview } from './children-overview';
import { paths } from '@/lib/paths';

function Tile({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-bold text-muted-foreground">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-4.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="flex flex-col gap-0.5">
        <span className="text-2xl font-extrabold tracking-tight sm:text-3xl">{value}</span>
        {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
      </dd>
    </div>
  );
}

/** docs/product.md §2 quick overview: places used on the plan, calls completed, average stars. */
export function DashboardOverview({ overview }: { overview: ChildrenOverview }) {
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-3">
      <h2 id="overview-heading" className="text-xl font-extrabold">
        Quick overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Tile
          icon={<Users aria-hidden="true" />}
          label="Children"
          value={`${overview.childCount} / ${overview.childLimit}`}
          detail={overview.atPlanLimit ? 'Plan limit reached' : overview.childrenLabel}
        />
        <Tile
          icon={<BadgeCheck aria-hidden="true" />}
          label="Plan"
          value={<span className="text-xl sm:text-2xl">{overview.planLabel}</span>}
          detail={
            <Link to={paths.billing} className="font-semibold text-primary underline underline-offset-4">
              Manage plan
            </Link>
          }
        />
        <Tile
          icon={<Trophy aria-hidden="true" />}
          label={overview.callsCompleted.name}
          value={overview.callsCompleted.text}
          detail="By all your children"
        />
        <Tile
          icon={<Star aria-hidden="true" />}
          label={overview.averageStars.name}
          value={overview.averageStars.text}
          detail={
            overview.callsCompleted.value === 0
              ? 'No calls yet'
              : `${overview.averageStars.measures}, all children`
          }
        />
      </dl>
    </section>
  );
}
