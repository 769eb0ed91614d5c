import { Link, NavLink, useLocation } from 'react-router';
import { BookOpen, ChevronDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AccountControls } from '@/features/auth/account-controls';
import { CountrySelector } from '@/features/country/country-selector';
import { BrandLogo } from '@/app/layout/brand-logo';
import { MobileMenu } from '@/app/layout/mobile-menu';
import {
  PRIMARY_LINKS_AFTER_RESOURCES,
  PRIMARY_LINKS_BEFORE_RESOURCES,
  RESOURCE_LINKS,
  type NavLinkItem,
} from '@/app/layout/navigation';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';

const navLinkClasses =
  'inline-flex min-h-11 items-center rounded-lg px-2.5 text-[0.95rem] font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-primary-soft hover:text-primary aria-[current=page]:text-primary lg:px-3.5 lg:text-base';

function HeaderNavLink({ item }: { item: NavLinkItem }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} className={navLinkClasses}>
      {item.label}
    </NavLink>
  );
}

function ResourcesMenu() {
  const { pathname } = useLocation();
  const isActive = RESOURCE_LINKS.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(navLinkClasses, 'gap-1 data-[state=open]:bg-primary-soft', isActive && 'text-primary')}
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

export function SiteHeader() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:h-18 sm:px-6 lg:px-8">
        {/* Signed in, the bar also holds Dashboard and Sign out, so the wordmark gives way sooner. */}
        <BrandLogo wordmarkClassName={user ? 'max-[380px]:hidden md:max-xl:hidden' : 'md:max-lg:hidden'} />

        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {PRIMARY_LINKS_BEFORE_RESOURCES.map((item) => (
            <HeaderNavLink key={item.to} item={item} />
          ))}
          <ResourcesMenu />
          {PRIMARY_LINKS_AFTER_RESOURCES.map((item) => (
            <HeaderNavLink key={item.to} item={item} />
          ))}
        </nav>

        <div className="flex items-center gap-1.5 sm:gap-2">
          <CountrySelector className="hidden md:inline-flex" />
          <AccountControls layout="header" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
