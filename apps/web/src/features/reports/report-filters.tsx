import { useId } from 'react';
import { SCENARIO_TYPES, reportTypeLabel, type ScenarioType } from '@callready/core';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { offeredScenarios, withScenario, withType, type ReportView } from './report-view';

function CheckboxRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="cursor-pointer text-base font-semibold">
        {label}
      </Label>
    </div>
  );
}

const typeLabel = (type: ScenarioType) => `${reportTypeLabel(type)} (${type})`;

/** Service-type and scenario checkboxes; every change applies at once. */
export function ReportFilters({
  view,
  onChange,
}: {
  view: ReportView;
  onChange: (view: ReportView) => void;
}) {
  const scenarios = offeredScenarios(view.types);
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-extrabold tracking-wide text-muted-foreground uppercase">
          Service type
        </legend>
        {SCENARIO_TYPES.map((type) => (
          <CheckboxRow
            key={type}
            label={typeLabel(type)}
            checked={view.types.includes(type)}
            onChange={(checked) => onChange(withType(view, type, checked))}
          />
        ))}
        {view.types.length === 0 && (
          <p className="text-sm text-muted-foreground">None ticked: every type is shown.</p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-extrabold tracking-wide text-muted-foreground uppercase">
          Scenarios
        </legend>
        {scenarios.map((scenario) => (
          <CheckboxRow
            key={scenario.id}
            label={scenario.title}
            checked={view.scenarios.includes(scenario.id)}
            onChange={(checked) => onChange(withScenario(view, scenario.id, checked))}
          />
        ))}
        <p className="text-sm text-muted-foreground">
          {view.scenarios.length === 0
            ? 'None ticked: every scenario is shown.'
            : `${view.scenarios.length} of ${scenarios.length} ticked.`}
        </p>
      </fieldset>
    </div>
  );
}
