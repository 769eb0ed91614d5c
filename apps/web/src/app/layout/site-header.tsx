import { NavLink, useLocation } from 'react-router';
import { ChevronDown, Menu } from 'lucide-react';
import { AccountControls } from '@/features/auth/account-controls';
import { BrandLogo } from '@/app/layout/brand-logo';
import { isResourcePath, navLinkClasses } from '@/app/layout/header-links';
import {
  PRIMARY_LINKS_AFTER_RESOURCES,
  PRIMARY_LINKS_BEFORE_RESOURCES,
  type NavLinkItem,
} from '@/app/layout/navigation';
import { useOnDemand } from '@/app/layout/on-demand';
import { Button } from '@/components/ui/button';
import { CountryFlag } from '@/components/country-flag';
import { useAuth } from '@/lib/auth/auth-context';
import { useCountry } from '@/lib/country-context';
import { cn } from '@/lib/cn';

function HeaderNavLink({ item }: { item: NavLinkItem }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} className={navLinkClasses}>
      {item.label}
    </NavLink>
  );
}

// The header's menus are not part of a first view: each loads when its trigger is pointed at,
// focused or pressed (see on-demand.tsx), with a look-alike trigger standing in until then.
const loadResourcesMenu = () => import('@/app/layout/resources-menu').then((module) => module.ResourcesMenu);
const loadCountrySelector = () =>
  import('@/features/country/country-selector').then((module) => module.CountrySelector);
const loadMobileMenu = () => import('@/app/layout/mobile-menu').then((module) => module.MobileMenu);

function ResourcesMenuOnDemand() {
  const { pathname } = useLocation();
  const { Component, openOnLoad, triggerProps } = useOnDemand(loadResourcesMenu);
  if (Component) return <Component defaultOpen={openOnLoad} />;
  return (
    <button
      type="button"
      className={cn(navLinkClasses, 'gap-1', isResourcePath(pathname) && 'text-primary')}
      {...triggerProps}
    >
      Resources
      <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
    </button>
  );
}

function CountrySelectorOnDemand({ className }: { className: string }) {
  const { effectiveCountry } = useCountry();
  const { Component, openOnLoad, triggerProps } = useOnDemand(loadCountrySelector);
  if (Component) return <Component className={className} defaultOpen={openOnLoad} />;
  return (
    <Button
      variant="ghost"
      className={cn('gap-1.5 px-3 font-semibold', className)}
      aria-label={`Country: ${effectiveCountry.name}. Change country`}
      {...triggerProps}
    >
      <CountryFlag id={effectiveCountry.id} className="text-xl" />
      <span className="hidden xl:inline">{effectiveCountry.name}</span>
      <ChevronDown className="size-4! opacity-60" aria-hidden="true" />
    </Button>
  );
}

function MobileMenuOnDemand() {
  const { Component, openOnLoad, triggerProps } = useOnDemand(loadMobileMenu);
  if (Component) return <Component defaultOpen={openOnLoad} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open menu"
      {...triggerProps}
      aria-haspopup="dialog"
    >
      <Menu className="size-6!" aria-hidden="true" />
    </Button>
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
          <ResourcesMenuOnDemand />
          {PRIMARY_LINKS_AFTER_RESOURCES.map((item) => (
            <HeaderNavLink key={item.to} item={item} />
          ))}
        </nav>

        <div className="flex items-center gap-1.5 sm:gap-2">
          <CountrySelectorOnDemand className="hidden md:inline-flex" />
          <AccountControls layout="header" />
          <MobileMenuOnDemand />
        </div>
      </div>
    </header>
  );
}
