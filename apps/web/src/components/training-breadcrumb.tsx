import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { buildBreadcrumb, shouldShowBreadcrumb } from '@callready/core';
import { cn } from '@/lib/cn';

/** The training breadcrumb of docs/product.md §2 for a path (Training › 999 Emergency › House Fire › Conversation); hidden below two entries. */
export function TrainingBreadcrumb({ pathname, className }: { pathname: string; className?: string }) {
  const items = buildBreadcrumb(pathname);
  if (!shouldShowBreadcrumb(items)) return null;
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm font-semibold sm:text-base">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true" className="text-slate-400">
                <ChevronRight className="size-4" />
              </li>
            )}
            <li>
              {item.href ? (
                <Link
                  to={item.href}
                  className="rounded-md px-1 py-0.5 text-primary underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className={cn('px-1 py-0.5 text-slate-700')}>
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
