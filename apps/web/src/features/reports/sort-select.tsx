import { useId } from 'react';
import { REPORT_SORTS, REPORT_SORT_LABELS, type ReportSort } from '@callready/core';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function SortSelect({ sort, onChange }: { sort: ReportSort; onChange: (sort: ReportSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-sm text-muted-foreground">
        Sort
      </Label>
      <Select
        value={sort}
        onValueChange={(value) => onChange(REPORT_SORTS.find((candidate) => candidate === value) ?? sort)}
      >
        <SelectTrigger id={id} className="min-h-9 w-44 py-1.5 text-sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {REPORT_SORTS.map((option) => (
            <SelectItem key={option} value={option}>
              {REPORT_SORT_LABELS[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
