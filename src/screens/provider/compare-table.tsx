import { useTranslation } from 'react-i18next';
import type { BulkComparisonRow } from '../../../contract/types/bulk-comparer';
import { COMPARISON_COLUMNS, type ComparisonColumn, type ComparisonSort } from '../../features/bulk-comparer/sort-rows';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formatCurrency, formatNumber } from '../../lib/format';
import { kitStyles } from '../kit/kit-styles';

const MONEY: readonly ComparisonColumn[] = ['lastRunPrice', 'livePrice', 'difference'];

/** One cell as an analyst reads it: euros with two decimals, a signed percentage, the run's moment, the reason's words. */
function Cell({ row, column }: { row: BulkComparisonRow; column: ComparisonColumn }) {
  const { t } = useTranslation('bulkComparer');
  const value = row[column];
  if (value === null) return <>–</>;
  if (MONEY.includes(column)) return <>{formatCurrency(value as number)}</>;
  if (column === 'differencePercent') return <>{`${formatNumber(value as number, 1)}%`}</>;
  if (column === 'lastRunAt') return <>{formatDate(value as string, DATE_TIME_FORMAT)}</>;
  if (column === 'reason') return <>{t(`reasons.${value as string}`)}</>;
  return <>{value}</>;
}

/**
 * The comparison's rows in a table sortable by every column: a heading is a button (keyboard and screen readers
 * reach it), its `aria-sort` says the order shown. Differing rows stand out; each row opens its live car data.
 */
export function CompareTable({ rows, sort, onSort, onShowLive }: {
  rows: readonly BulkComparisonRow[];
  sort: ComparisonSort | null;
  onSort(column: ComparisonColumn): void;
  onShowLive(versionId: number): void;
}) {
  const { t } = useTranslation('bulkComparer');
  const numeric = (column: ComparisonColumn) => MONEY.includes(column) || column === 'differencePercent';
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={kitStyles.table} aria-label={t('tableLabel')} aria-describedby="bulk-compare-sort-hint">
        <thead>
          <tr>
            {COMPARISON_COLUMNS.map((column) => (
              <th key={column} scope="col" style={kitStyles.headerCell}
                aria-sort={sort?.column === column ? sort.direction : 'none'}>
                <button type="button" onClick={() => onSort(column)} data-column={column}
                  style={{ all: 'unset', cursor: 'pointer', fontWeight: 600, textAlign: numeric(column) ? 'right' : 'left' }}>
                  {t(`columns.${column}`)} {sort?.column === column ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                </button>
              </th>
            ))}
            <th scope="col" style={kitStyles.headerCell}>{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.carArrangementId}-${row.versionId}`} data-differs={row.differs}
              style={row.differs ? { background: 'var(--sl-color-warning-50)' } : undefined}>
              {COMPARISON_COLUMNS.map((column) => (
                <td key={column} style={{ ...kitStyles.cell, ...(numeric(column) ? { textAlign: 'right' } : {}) }}>
                  <Cell row={row} column={column} />
                </td>
              ))}
              <td style={kitStyles.cell}>
                <button type="button" onClick={() => onShowLive(row.versionId)}>{t('showLive')}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="bulk-compare-sort-hint" style={{ margin: '0.5rem 0 0', color: 'var(--sl-color-neutral-600)', fontSize: 'var(--sl-font-size-small)' }}>{t('sortHint')}</p>
    </div>
  );
}
