import type { BulkComparisonRow } from '../../../contract/types/bulk-comparer';

/** The comparison table's columns, each sortable (issue 19 point 4: "an analyst can sort by any column"). */
export const COMPARISON_COLUMNS = [
  'brandName', 'modelName', 'versionName', 'carArrangementName', 'lastRunPrice', 'livePrice', 'difference', 'differencePercent', 'lastRunAt', 'reason',
] as const satisfies readonly (keyof BulkComparisonRow)[];
export type ComparisonColumn = (typeof COMPARISON_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface ComparisonSort {
  column: ComparisonColumn;
  direction: SortDirection;
}

const text = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The rows ordered by one column: numbers by value (a difference by its sign, so the largest drops and rises sit at
 * either end), text by the reader's collation (numbers in names as numbers), dates by time. Empty cells last in both
 * directions — an analyst sorting by difference wants figures first — and ties keep the server's order. `null` keeps
 * the server's order (differing first). A new array; the input is left as it was.
 */
export function sortComparisonRows(rows: readonly BulkComparisonRow[], sort: ComparisonSort | null): BulkComparisonRow[] {
  const indexed = rows.map((row, index) => ({ row, index }));
  if (sort === null) return rows.slice();
  const sign = sort.direction === 'ascending' ? 1 : -1;
  indexed.sort((a, b) => {
    const x = a.row[sort.column];
    const y = b.row[sort.column];
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || a.index - b.index;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : text.compare(String(x), String(y));
    return sign * order || a.index - b.index;
  });
  return indexed.map(({ row }) => row);
}

/** A header click: the same column flips its direction, another starts ascending. */
export function nextSort(current: ComparisonSort | null, column: ComparisonColumn): ComparisonSort {
  return current?.column === column ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' } : { column, direction: 'ascending' };
}
