import { SimplePage } from '@/components/simple-page';

export function Component() {
  return <SimplePage title="Two-Factor Authentication" />;
}
