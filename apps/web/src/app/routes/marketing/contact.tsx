import { ContactPage } from '@/features/marketing/contact/contact-page';

export function Component() {
  return <ContactPage />;
}
