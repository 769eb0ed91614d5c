import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { AccountControls } from '@/features/auth/account-controls';
import { CountryOptionList } from '@/features/country/country-option-list';
import {
  LEARN_LINK,
  PRIMARY_LINKS_AFTER_RESOURCES,
  PRIMARY_LINKS_BEFORE_RESOURCES,
  RESOURCE_LINKS,
  type NavLinkItem,
} from '@/app/layout/navigation';
import type { OnDemandProps } from '@/app/layout/on-demand';

const sheetLinkClasses =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold text-slate-800 transition-colors hover:bg-primary-soft hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary';

function SheetNavLink({ item }: { item: NavLinkItem }) {
  return (
    <li>
      <SheetClose asChild>
        <NavLink to={item.to} end={item.to === '/'} className={sheetLinkClasses}>
          {item.label}
        </NavLink>
      </SheetClose>
    </li>
  );
}

/** Below the md breakpoint the navigation moves into a side sheet opened by a menu button. */
export function MobileMenu({ defaultOpen = false }: OnDemandProps) {
  const [open, setOpen] = useState(defaultOpen);
  const resourcesHeadingId = useId();
  const countryHeadingId = useId();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-6!" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Pages, learning resources and your country</SheetDescription>
        </SheetHeader>

        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-0.5">
            {[...PRIMARY_LINKS_BEFORE_RESOURCES, LEARN_LINK].map((item) => (
              <SheetNavLink key={item.label} item={item} />
            ))}
          </ul>

          <h2
            id={resourcesHeadingId}
            className="mt-4 px-3 text-sm font-bold tracking-wide text-muted-foreground uppercase"
          >
            Resources
          </h2>
          <ul className="mt-1 flex flex-col gap-0.5" aria-labelledby={resourcesHeadingId}>
            {RESOURCE_LINKS.map((item) => (
              <SheetNavLink key={item.to} item={item} />
            ))}
          </ul>

          <ul className="mt-3 flex flex-col gap-0.5 border-t pt-3">
            {PRIMARY_LINKS_AFTER_RESOURCES.map((item) => (
              <SheetNavLink key={item.to} item={item} />
            ))}
          </ul>
        </nav>

        <section className="border-t pt-4">
          <h2
            id={countryHeadingId}
            className="mb-2 px-1 text-sm font-bold tracking-wide text-muted-foreground uppercase"
          >
            Your country
          </h2>
          <CountryOptionList labelledBy={countryHeadingId} />
        </section>

        <div className="mt-auto">
          <AccountControls layout="menu" onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
