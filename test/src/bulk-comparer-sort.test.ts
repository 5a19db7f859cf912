import { describe, expect, it } from 'vitest';
import type { BulkComparisonRow } from '../../contract/types/bulk-comparer';
import { nextSort, sortComparisonRows } from '../../src/features/bulk-comparer/sort-rows';

/** The bulk comparer's table order (issue 19 point 4): any column, both ways, empty cells last, ties as the server sent them. */
const row = (versionId: number, over: Partial<BulkComparisonRow>): BulkComparisonRow => ({
  versionId, typeIdHist: null, brandName: 'Volkswagen', modelName: 'Golf', versionName: `v${versionId}`, carArrangementId: 1,
  carArrangementName: 'Leaseregeling 2026', lastRunPrice: 500, livePrice: 500, difference: 0, differencePercent: 0,
  lastRunAt: '2026-11-15T10:00:00.000Z', reason: null, differs: false, ...over,
});

const server = [
  row(1, { difference: 12.5, differs: true, reason: 'consumerPriceChanged' }),
  row(2, { difference: null, livePrice: null, differs: true, reason: 'noLongerOffered' }),
  row(3, { difference: -30, differs: true, reason: 'settingsChanged', brandName: 'audi' }),
  row(4, { difference: 0.4, brandName: 'Škoda' }),
  row(5, { difference: 0.4, versionName: 'v10' }),
];
const ids = (rows: BulkComparisonRow[]) => rows.map((r) => r.versionId);

describe('sortComparisonRows', () => {
  it('should keep the server\'s order (differing first) without a sort, in a new array', () => {
    const sorted = sortComparisonRows(server, null);
    expect(ids(sorted)).toEqual([1, 2, 3, 4, 5]);
    expect(sorted).not.toBe(server);
  });

  it('should order a difference by its sign, empty cells last both ways, ties in the server\'s order', () => {
    expect(ids(sortComparisonRows(server, { column: 'difference', direction: 'ascending' }))).toEqual([3, 4, 5, 1, 2]);
    expect(ids(sortComparisonRows(server, { column: 'difference', direction: 'descending' }))).toEqual([1, 4, 5, 3, 2]);
  });

  it('should order text by the reader\'s collation: case and accents aside, numbers in names as numbers', () => {
    expect(ids(sortComparisonRows(server, { column: 'brandName', direction: 'ascending' }))).toEqual([3, 4, 1, 2, 5]);
    const versions = [row(1, { versionName: 'v10' }), row(2, { versionName: 'v9' }), row(3, { versionName: 'V1' })];
    expect(ids(sortComparisonRows(versions, { column: 'versionName', direction: 'ascending' }))).toEqual([3, 2, 1]);
  });

  it('should leave the rows it was given as they were', () => {
    const copy = server.slice();
    sortComparisonRows(server, { column: 'livePrice', direction: 'descending' });
    expect(server).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('should start a new column ascending and flip the same column', () => {
    const first = nextSort(null, 'difference');
    expect(first).toEqual({ column: 'difference', direction: 'ascending' });
    expect(nextSort(first, 'difference')).toEqual({ column: 'difference', direction: 'descending' });
    expect(nextSort({ column: 'difference', direction: 'descending' }, 'brandName')).toEqual({ column: 'brandName', direction: 'ascending' });
  });
});
