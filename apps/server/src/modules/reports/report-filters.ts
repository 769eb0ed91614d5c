// The reports' filter and sort (docs/product.md §7: child_progress where child_id = child, completion_date
// between the range ends, scenario_type in the selected types and scenario_id in the selected
// scenarios, each only if any, ordered by completion_date or overall_stars).
import type { ReportsExportQuery } from '@callready/contract';
import type { ReportSort } from '@callready/core';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { schema } from '../../db';

const { childProgress } = schema;

export type ReportFilters = Omit<ReportsExportQuery, 'sort'>;

/**
 * Every condition starts with child_id and bounds completion_date, so the
 * (child_id, completion_date) index finds exactly the child's calls in the range; types and
 * scenarios are then checked on those rows.
 */
export function reportConditions(childId: string, filters: ReportFilters): SQL | undefined {
  return and(
    eq(childProgress.childId, childId),
    filters.from === undefined ? undefined : gte(childProgress.completionDate, new Date(filters.from)),
    filters.to === undefined ? undefined : lte(childProgress.completionDate, new Date(filters.to)),
    filters.types?.length ? inArray(childProgress.scenarioType, filters.types) : undefined,
    filters.scenarios?.length ? inArray(childProgress.scenarioId, filters.scenarios) : undefined,
  );
}

/**
 * Date sorts follow the index; star sorts break ties newest first. The id comes last so that pages
 * never share or skip a call.
 */
export function reportOrder(sort: ReportSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(childProgress.completionDate), desc(childProgress.id)];
    case 'oldest':
      return [asc(childProgress.completionDate), asc(childProgress.id)];
    case 'highest':
      return [desc(childProgress.overallStars), desc(childProgress.completionDate), desc(childProgress.id)];
    case 'lowest':
      return [asc(childProgress.overallStars), desc(childProgress.completionDate), desc(childProgress.id)];
  }
}
