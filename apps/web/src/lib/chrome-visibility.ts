// docs/product.md §2: the child's screens stand alone. The site header, footer and country prompt are not
// shown on /child-login (with or without a trailing slash) or on any path under /child/.

export function isChildPath(pathname: string): boolean {
  return /^\/child-login\/?$/.test(pathname) || pathname.startsWith('/child/');
}

/** Whether the site header and footer belong on this path. */
export function showsSiteChrome(pathname: string): boolean {
  return !isChildPath(pathname);
}

/** Whether the first-visit country prompt may appear on this path. */
export function allowsCountryPrompt(pathname: string): boolean {
  return !isChildPath(pathname);
}
