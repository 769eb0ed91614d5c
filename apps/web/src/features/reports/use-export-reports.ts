// 'Export Reports' (docs/product.md §5, §8, §9): every report matching the filters, in the list's order, saved
// as `{child}_progress_report_{yyyy-MM-dd}.csv`.
import { useState } from 'react';
import { toast } from 'sonner';
import type { ReportsQueryInput } from '@callready/contract';
import { buildProgressCsv, csvFileName, reportScenarioTitle } from '@callready/core';
import { downloadTextFile } from './download-file';
import { fetchReportsExport } from './reports-api';

export const NO_DATA_TITLE = 'No data to export';
export const NO_DATA_DESCRIPTION = 'There are no reports available for the selected filters.';

export function useExportReports(childId: string, childName: string, query: ReportsQueryInput) {
  const [exporting, setExporting] = useState(false);

  const exportReports = async (knownTotal: number | undefined) => {
    if (knownTotal === 0) {
      toast.error(NO_DATA_TITLE, { description: NO_DATA_DESCRIPTION });
      return;
    }
    setExporting(true);
    try {
      const { records } = await fetchReportsExport(childId, query);
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
    } catch {
      toast.error('Error', { description: 'Failed to load reports.' });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportReports };
}
