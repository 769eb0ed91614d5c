// The report period: a two-month calendar range picker (docs/product.md §9 "Date picker shows 2 months") and
// the 'Last Month' / 'This Month' shortcuts. A range applies only once both ends are chosen; until
// then the report keeps the previous range.
import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { Button } from '@/components/ui/button';
import { lastMonth, parseDay, rangeLabel, sameRange, thisMonth, toDay, type DayRange } from './report-view';
import './date-range-field.css';

type DateRangeFieldProps = {
  range: DayRange;
  onChange: (range: DayRange) => void;
};

export function DateRangeField({ range, onChange }: DateRangeFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);
  const now = new Date();
  const applied: DateRange = { from: parseDay(range.from), to: parseDay(range.to) };

  const openChange = (next: boolean) => {
    setOpen(next);
    // An unfinished selection is dropped; the applied range stays.
    if (!next) setDraft(undefined);
  };

  const select = (selection: DateRange | undefined) => {
    if (selection?.from && selection.to) {
      onChange({ from: toDay(selection.from), to: toDay(selection.to) });
      openChange(false);
    } else {
      setDraft(selection ?? { from: undefined });
    }
  };

  const shortcut = (label: string, target: DayRange) => (
    <Button
      variant={sameRange(range, target) ? 'default' : 'outline'}
      size="sm"
      aria-pressed={sameRange(range, target)}
      onClick={() => onChange(target)}
    >
      {label}
    </Button>
  );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="font-semibold"
            aria-label={`Date range: ${rangeLabel(range)}. Choose dates`}
          >
            <CalendarDays aria-hidden="true" />
            {rangeLabel(range)}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-(--radix-popover-content-available-height) w-[calc(100vw-1rem)] max-w-[calc(100vw-1rem)] overflow-auto sm:w-auto rounded-xl border bg-popover p-3 shadow-lg data-[state=open]:animate-fade-in"
          >
            <p className="px-1 pb-2 text-sm font-semibold text-muted-foreground" aria-live="polite">
              {draft?.from ? 'Now choose the last day.' : 'Choose the first day, then the last day.'}
            </p>
            <DayPicker
              mode="range"
              numberOfMonths={2}
              resetOnSelect
              locale={enGB}
              selected={draft ?? applied}
              onSelect={select}
              defaultMonth={applied.from}
              className="report-range-picker"
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {shortcut('Last Month', lastMonth(now))}
      {shortcut('This Month', thisMonth(now))}
    </div>
  );
}
