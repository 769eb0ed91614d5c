// The site's navigation, shared by the header, the mobile menu and the footer (spec §2).

export type NavLinkItem = { label: string; to: string };

export const PRIMARY_LINKS_BEFORE_RESOURCES: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'How it Works', to: '/how-it-works' },
];

export const RESOURCE_LINKS: readonly NavLinkItem[] = [
  { label: 'Emergency Safety', to: '/emergency-safety' },
  { label: 'Emergency Guide', to: '/emergency-guide' },
  { label: 'Voice Practice', to: '/voice-practice' },
  { label: 'Practice Scenarios', to: '/scenarios' },
];

export const PRIMARY_LINKS_AFTER_RESOURCES: readonly NavLinkItem[] = [{ label: 'Pricing', to: '/pricing' }];

/** Only in the mobile menu: a direct way into the learning material. */
export const LEARN_LINK: NavLinkItem = { label: 'Learn', to: '/emergency-guide' };

export type FooterColumn = { title: string; links: readonly NavLinkItem[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'How it Works', to: '/how-it-works' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Start Free Trial', to: '/auth' },
      { label: 'Child Login', to: '/child-login' },
    ],
  },
  {
    title: 'Education',
    links: [
      { label: 'Emergency Guide', to: '/emergency-guide' },
      { label: 'Emergency Safety', to: '/emergency-safety' },
      { label: 'Voice Practice', to: '/voice-practice' },
      { label: 'Practice Scenarios', to: '/scenarios' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About CallReady', to: '/about' },
      { label: 'Parent Login', to: '/auth' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
];
