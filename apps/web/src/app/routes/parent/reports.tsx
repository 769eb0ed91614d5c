import { ReportsPage } from '@/features/reports/reports-page';

export function Component() {
  return <ReportsPage />;
}
