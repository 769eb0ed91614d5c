import type { ReactNode } from 'react';
import { BackLink } from './back-link';

type PageHeaderProps = {
  /** Where the back link goes, and its words ('Back to Dashboard'). */
  back: { to: string; label: string };
  title: ReactNode;
  description?: ReactNode;
  /** Buttons beside the title (they drop below it on narrow screens). */
  actions?: ReactNode;
};

/** The top of a parent page: a back link, the page's one heading, and optional text and actions. */
export function PageHeader({ back, title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
    </div>
  );
}
