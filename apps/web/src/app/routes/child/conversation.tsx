import { useParams } from 'react-router';
import { getScenario } from '@callready/core';
import { SimplePage } from '@/components/simple-page';

export function Component() {
  const { type = '', scenarioId = '' } = useParams();
  const scenario = getScenario(type, scenarioId);
  return <SimplePage title={scenario ? `${scenario.title}: Practice Call` : 'Practice Call'} />;
}
