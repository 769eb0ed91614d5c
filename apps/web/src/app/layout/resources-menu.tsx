import { Link, useLocation } from 'react-router';
import { BookOpen, ChevronDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { RESOURCE_LINKS } from '@/app/layout/navigation';
import { isResourcePath, navLinkClasses } from '@/app/layout/header-links';
import type { OnDemandProps } from '@/app/layout/on-demand';
import { cn } from '@/lib/cn';

/** The header's Resources menu (loaded on demand: see on-demand.tsx). */
export function ResourcesMenu({ defaultOpen = false }: OnDemandProps) {
  const { pathname } = useLocation();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={cn(
          navLinkClasses,
          'gap-1 data-[state=open]:bg-primary-soft',
          isResourcePath(pathname) && 'text-primary',
        )}
      >
        Resources
        <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        {RESOURCE_LINKS.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              <BookOpen className="text-primary" aria-hidden="true" />
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
