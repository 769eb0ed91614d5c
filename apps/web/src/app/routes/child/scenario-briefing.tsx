import { useParams } from 'react-router';
import { getScenario } from '@callready/core';
import { SimplePage } from '@/components/simple-page';

export function Component() {
  const { type = '', scenarioId = '' } = useParams();
  return <SimplePage title={getScenario(type, scenarioId)?.title ?? 'Scenario Briefing'} />;
}
