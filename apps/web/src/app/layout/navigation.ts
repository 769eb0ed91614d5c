// The site's navigation, shared by the header, the mobile menu and the footer (docs/product.md §2).
import { paths } from '@/lib/paths';

export type NavLinkItem = { label: string; to: string };

// Pages linked from more than one list, written once so a label or path cannot drift apart.
const PAGES = {
  howItWorks: { label: 'How it Works', to: paths.howItWorks },
  pricing: { label: 'Pricing', to: paths.pricing },
  emergencySafety: { label: 'Emergency Safety', to: paths.emergencySafety },
  emergencyGuide: { label: 'Emergency Guide', to: paths.emergencyGuide },
  voicePractice: { label: 'Voice Practice', to: paths.voicePractice },
  scenarios: { label: 'Practice Scenarios', to: paths.scenarios },
} as const satisfies Record<string, NavLinkItem>;

export const PRIMARY_LINKS_BEFORE_RESOURCES: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
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
      // Worded by the trial offer when shown (site-footer.tsx, lib/trial-offer.ts).
      { label: 'Start Free Trial', to: paths.signUp },
      { label: 'Child Login', to: paths.childLogin },
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
      { label: 'Contact Us', to: paths.contact },
      { label: 'About CallReady', to: paths.about },
      { label: 'Parent Login', to: paths.auth },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Cookie Policy', to: paths.cookies },
    ],
  },
];
