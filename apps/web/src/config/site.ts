// Company and support details shown in the footer and on the contact and legal pages.
// Set them once here for the deployment; every page reads them from this module.

export const SITE_NAME = 'CallReady';

export const COMPANY = {
  legalName: 'CallReady Ltd',
  registration: 'Registered in England and Wales.',
  foundedYear: 2026,
} as const;

export const SUPPORT = {
  phoneDisplay: '0808 157 0192',
  phoneHref: 'tel:+448081570192',
  email: 'support@callready.co.uk',
  /** Says whose clock the hours are on, for families outside the UK (docs/product.md §1.7). */
  hours: 'Mon-Fri 9am-6pm UK time (GMT/BST)',
  emailResponse: 'E-mail answered within 24 hours',
} as const;

/** The company line at the foot of every page. */
export function companyLine(year: number = COMPANY.foundedYear): string {
  return `© ${year} ${COMPANY.legalName}. ${COMPANY.registration}`;
}
