// The site's navigation, shared by the header, the mobile menu and the footer (docs/product.md §2).

export type NavLinkItem = { label: string; to: string };

// Pages linked from more than one list, written once so a label or path cannot drift apart.
const PAGES = {
  howItWorks: { label: 'How it Works', to: '/how-it-works' },
  pricing: { label: 'Pricing', to: '/pricing' },
  emergencySafety: { label: 'Emergency Safety', to: '/emergency-safety' },
  emergencyGuide: { label: 'Emergency Guide', to: '/emergency-guide' },
  voicePractice: { label: 'Voice Practice', to: '/voice-practice' },
  scenarios: { label: 'Practice Scenarios', to: '/scenarios' },
} as const satisfies Record<string, NavLinkItem>;

export const PRIMARY_LINKS_BEFORE_RESOURCES: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  PAGES.howItWorks,
];

export const RESOURCE_LINKS: readonly NavLinkItem[] = [
  PAGES.emergencySafety,
  PAGES.emergencyGuide,
  PAGES.voicePractice,
  PAGES.scenarios,
];

export const PRIMARY_LINKS_AFTER_RESOURCES: readonly NavLinkItem[] = [PAGES.pricing];

/** Only in the mobile menu: a direct way into the learning material. */
export const LEARN_LINK: NavLinkItem = { label: 'Learn', to: PAGES.emergencyGuide.to };

export type FooterColumn = { title: string; links: readonly NavLinkItem[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      PAGES.howItWorks,
      PAGES.pricing,
      { label: 'Start Free Trial', to: '/auth' },
      { label: 'Child Login', to: '/child-login' },
    ],
  },
  // The same pages as the Resources menu, with the guide first.
  {
    title: 'Education',
    links: [PAGES.emergencyGuide, PAGES.emergencySafety, PAGES.voicePractice, PAGES.scenarios],
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
