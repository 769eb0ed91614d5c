// Which operator lines hold the child's own words (ADR 045): every line that is not one of the
// call's scripted lines (core lists them, the family's own advice line included). A line not known
// in advance is treated as the child's, so no online voice ever says it.
import { useMemo } from 'react';
import { scriptedOperatorLines, type Country } from '@callready/core';

export function privateLineTest(country: Country): (line: string) => boolean {
  const scripted = new Set(scriptedOperatorLines(country));
  return (line) => !scripted.has(line);
}

export function usePrivateLineTest(country: Country): (line: string) => boolean {
  return useMemo(() => privateLineTest(country), [country]);
}
