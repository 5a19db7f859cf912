import { useTranslation } from 'react-i18next';
import type { BulkSummary } from '../../../contract/types/bulk';
import { formatNumber } from '../../lib/format';
import { kitStyles } from '../kit/kit-styles';

const number = { ...kitStyles.cell, textAlign: 'right' } as const;
const COUNTS = ['changedPrices', 'newPrices', 'errors'] as const;

/** Per arrangement of the run: versions priced, changed and new prices, errors with a few of their messages. */
export function BulkSummaryTable({ summary }: { summary: BulkSummary }) {
  const { t } = useTranslation('bulk');
  if (summary.arrangements.length === 0) return <p style={kitStyles.message}>{t('summary.empty')}</p>;
  return (
    <table className="bulk-run__summary" style={kitStyles.table}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0 0 0.5rem' }}>{t('summary.heading')}</caption>
      <thead>
        <tr>
          {['arrangement', 'state', 'versionsPriced', ...COUNTS].map((column, index) => (
            <th key={column} scope="col" style={{ ...kitStyles.headerCell, textAlign: index < 2 ? 'left' : 'right' }}>{t(`summary.columns.${column}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {summary.arrangements.map((row) => (
          <tr key={row.carArrangementId} data-arrangement={row.carArrangementId}>
            <th scope="row" style={{ ...kitStyles.cell, fontWeight: 400, whiteSpace: 'normal', textAlign: 'left' }}>
              {row.displayName}
              {row.errorSamples.length > 0 && (
                <details>
                  <summary>{t('summary.errorSamples', { samples: row.errorSamples.length })}</summary>
                  <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
                    {row.errorSamples.map((sample) => <li key={sample}>{sample}</li>)}
                  </ul>
                </details>
              )}
            </th>
            <td style={kitStyles.cell}>{t(`arrangementStates.${row.state}`)}</td>
            <td style={number}>{t('ofTotal', { done: formatNumber(row.versionsPriced), total: formatNumber(row.versionsTotal) })}</td>
            {COUNTS.map((count) => <td key={count} style={number} data-count={count}>{formatNumber(row[count])}</td>)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" style={{ ...kitStyles.cell, textAlign: 'left' }} colSpan={2}>{t('summary.totals')}</th>
          <td style={{ ...number, fontWeight: 600 }}>{formatNumber(summary.totals.versionsPriced)}</td>
          {COUNTS.map((count) => <td key={count} style={{ ...number, fontWeight: 600 }}>{formatNumber(summary.totals[count])}</td>)}
        </tr>
      </tfoot>
    </table>
  );
}
