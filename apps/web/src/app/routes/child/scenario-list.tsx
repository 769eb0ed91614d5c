import { useParams } from 'react-router';
import { SCENARIO_TYPE_INFO, isScenarioType } from '@callready/core';
import { SimplePage } from '@/components/simple-page';

export function Component() {
  const { type } = useParams();
  const title = isScenarioType(type) ? SCENARIO_TYPE_INFO[type].title : 'Practice Scenarios';
  return <SimplePage title={title} />;
}
