// docs/product.md §2: the child's screens stand alone. The site header, footer and country prompt are not
// shown on /child-login (with or without a trailing slash) or on any path under /child/. The staff back
// office (/eclipse, /eclipse-login, /eclipse-2fa-setup, /eclipse-setup) has a minimal frame of its own.

export function isChildPath(pathname: string): boolean {
  return /^\/child-login\/?$/.test(pathname) || pathname.startsWith('/child/');
}

export function isStaffPath(pathname: string): boolean {
  return /^\/eclipse(-login|-2fa-setup|-setup)?\/?$/.test(pathname);
}

/** Whether the site header and footer belong on this path. */
export function showsSiteChrome(pathname: string): boolean {
  return !isChildPath(pathname) && !isStaffPath(pathname);
}

/** Whether the first-visit country prompt may appear on this path. */
export function allowsCountryPrompt(pathname: string): boolean {
  return !isChildPath(pathname) && !isStaffPath(pathname);
}
