import { SimplePage } from '@/components/simple-page';

export function Component() {
  return <SimplePage title="Practice Scenarios" />;
}
