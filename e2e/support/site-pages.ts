// The pages of the public site and the parent's way in (docs/product.md §2), which several journeys visit
// one by one.
export const SITE_PAGES = [
  '/',
  '/about',
  '/how-it-works',
  '/pricing',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/emergency-guide',
  '/emergency-safety',
  '/login',
] as const;
