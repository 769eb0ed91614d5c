import { describe, expect, it } from 'vitest';
import { reportsExportQuerySchema, reportsQuerySchema, reportsSearch } from './reports';

/** The query object a server sees for `a=1&b=2` (no runtime URL parser in this package's types). */
const parseSearch = (search: string) =>
  reportsQuerySchema.safeParse(
    Object.fromEntries(
      search
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replaceAll('+', ' ')))),
    ),
  );

describe('reportsQuerySchema', () => {
  it('defaults to newest first, page 1, 25 a page, UTC days and no filters', () => {
    expect(parseSearch('')).toMatchObject({
      success: true,
      data: { sort: 'newest', page: 1, pageSize: 25, tz: 'UTC' },
    });
  });

  it('reads comma lists, dropping blanks and repeats; an empty list filters nothing', () => {
    const parsed = parseSearch('types=111,,111&scenarios=fever-child, broken-arm');
    expect(parsed.data).toMatchObject({ types: ['111'], scenarios: ['fever-child', 'broken-arm'] });
    expect(parseSearch('types=').data?.types).toEqual([]);
  });

  it('accepts timestamps with any offset and keeps a range whose ends are the same instant', () => {
    expect(parseSearch('from=2026-03-01T00:00:00%2B01:00&to=2026-02-28T23:00:00Z').success).toBe(true);
  });

  it('round-trips what reportsSearch writes', () => {
    const search = reportsSearch({
      from: new Date('2026-03-01T00:00:00Z'),
      to: '2026-03-31T23:59:59.999Z',
      types: ['999'],
      scenarios: [],
      sort: 'lowest',
      page: 2,
      tz: 'Europe/London',
    });
    expect(search).toBe(
      '?from=2026-03-01T00%3A00%3A00.000Z&to=2026-03-31T23%3A59%3A59.999Z&types=999&scenarios=&sort=lowest&page=2&tz=Europe%2FLondon',
    );
    expect(parseSearch(search.slice(1)).data).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
      types: ['999'],
      scenarios: [],
      sort: 'lowest',
      page: 2,
      pageSize: 25,
      tz: 'Europe/London',
    });
  });

  it('has no paging in the export query', () => {
    expect(reportsExportQuerySchema.safeParse({ sort: 'oldest' }).success).toBe(true);
    expect(reportsExportQuerySchema.safeParse({ page: '1' }).success).toBe(false);
  });
});
