// 'Export Reports' (docs/product.md §5, §8, §9): every report matching the filters, in the list's order, saved
// as `{child}_progress_report_{yyyy-MM-dd}.csv`.
import { toast } from 'sonner';
import type { ReportsQueryInput } from '@callready/contract';
import { buildProgressCsv, csvFileName, reportScenarioTitle } from '@callready/core';
import { downloadTextFile } from './download-file';
import { useFetchReportsExport } from './reports-api';

export const NO_DATA_TITLE = 'No data to export';
export const NO_DATA_DESCRIPTION = 'There are no reports available for the selected filters.';

export function useExportReports(childId: string, childName: string, query: ReportsQueryInput) {
  const request = useFetchReportsExport(childId, query);

  const exportReports = (knownTotal: number | undefined) => {
    if (knownTotal === 0) {
      toast.error(NO_DATA_TITLE, { description: NO_DATA_DESCRIPTION });
      return;
    }
    request.mutate(undefined, {
      onSuccess: ({ records }) => {
        if (records.length === 0) {
          toast.error(NO_DATA_TITLE, { description: NO_DATA_DESCRIPTION });
          return;
        }
        downloadTextFile(
          csvFileName(childName, new Date()),
          buildProgressCsv(records, reportScenarioTitle),
          'text/csv;charset=utf-8',
        );
        toast.success('Report exported', {
          description: `${childName}'s progress report has been downloaded as CSV.`,
        });
      },
      onError: () => toast.error('Error', { description: 'Failed to load reports.' }),
    });
  };

  return { exporting: request.isPending, exportReports };
}
