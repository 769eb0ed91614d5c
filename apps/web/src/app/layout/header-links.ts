import { RESOURCE_LINKS } from '@/app/layout/navigation';

export const navLinkClasses =
  'inline-flex min-h-11 items-center rounded-lg px-2.5 text-[0.95rem] font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-primary-soft hover:text-primary aria-[current=page]:text-primary lg:px-3.5 lg:text-base';

/** True on one of the Resources pages, so the menu's trigger shows where the visitor is. */
export function isResourcePath(pathname: string): boolean {
  return RESOURCE_LINKS.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
