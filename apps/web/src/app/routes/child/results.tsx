import { ResultsPage } from '@/features/conversation/results/results-page';

export function Component() {
  return <ResultsPage />;
}
