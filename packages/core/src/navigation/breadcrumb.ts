// The training breadcrumb of docs/product.md §2, built from the path alone:
// Training › type › scenario › Conversation | Results, or Training › Voice Practice.
import { SCENARIO_TYPE_INFO, getScenario, isScenarioType } from '../scenarios';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the last item: it is the page being shown. */
  href?: string;
}

const TRAINING_LABEL = 'Training';
const CONVERSATION_LABEL = 'Conversation';
const RESULTS_LABEL = 'Results';
const VOICE_PRACTICE_LABEL = 'Voice Practice';

/**
 * Works for visitor or parent paths (/scenarios/999) and child paths (/child/{code}/scenarios/999);
 * links stay inside the same context. Unknown types and scenario ids are left out; paths that are
 * not training pages give an empty list.
 */
export function buildBreadcrumb(pathname: string): BreadcrumbItem[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');

  let prefix = '';
  let rest = segments;
  if (segments[0] === 'child') {
    const code = segments[1];
    if (code === undefined) return [];
    prefix = `/child/${code}`;
    rest = segments.slice(2);
  }

  const [page, type, scenarioId, leaf] = rest;
  const items: BreadcrumbItem[] = [{ label: TRAINING_LABEL, href: `${prefix}/scenarios` }];

  const addTypeAndScenario = (withScenario: boolean): void => {
    if (!isScenarioType(type)) return;
    items.push({ label: SCENARIO_TYPE_INFO[type].breadcrumbLabel, href: `${prefix}/scenarios/${type}` });
    if (!withScenario || scenarioId === undefined) return;
    const scenario = getScenario(type, scenarioId);
    if (scenario) items.push({ label: scenario.title, href: `${prefix}/scenario/${type}/${scenario.id}` });
  };

  if (page === 'voice-practice' && rest.length === 1) {
    items.push({ label: VOICE_PRACTICE_LABEL });
  } else if (page === 'scenarios' && rest.length <= 2) {
    addTypeAndScenario(false);
  } else if (page === 'scenario' && rest.length === 3) {
    addTypeAndScenario(true);
  } else if (page === 'scenario' && rest.length === 4 && leaf === 'conversation') {
    addTypeAndScenario(true);
    items.push({ label: CONVERSATION_LABEL });
  } else if (page === 'results' && rest.length === 3) {
    addTypeAndScenario(true);
    items.push({ label: RESULTS_LABEL });
  } else {
    return [];
  }

  return withoutLinkOnLast(items);
}

function withoutLinkOnLast(items: BreadcrumbItem[]): BreadcrumbItem[] {
  return items.map((item, index) => (index === items.length - 1 ? { label: item.label } : item));
}

/** docs/product.md §2: the breadcrumb is shown only with two or more entries. */
export function shouldShowBreadcrumb(items: readonly BreadcrumbItem[]): boolean {
  return items.length >= 2;
}
