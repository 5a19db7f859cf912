import { useTranslation } from 'react-i18next';
import type { BulkRunLogEntry, LiveCarData } from '../../../contract/types/bulk-comparer';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formatCurrency, formatNumber } from '../../lib/format';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';

const panel = { display: 'grid', gap: '0.5rem', padding: '1rem', border: '1px solid var(--sl-color-neutral-200)', borderRadius: '0.5rem' } as const;
const money = (value: number | null) => (value === null ? '–' : formatCurrency(value));

/**
 * The catalogue's facts of one version now beside what the last run priced it at (POST /getlivecardata). Null is a
 * failed load (spec 02 §8: "live data … become null on failure"): said in words, not an empty panel.
 */
export function LiveCarPanel({ loading, live, onClose }: { loading: boolean; live: LiveCarData | null; onClose(): void }) {
  const { t } = useTranslation('bulkComparer');
  const facts: [string, string][] = live === null ? [] : [
    ['consumerPrice', money(live.consumerPrice)], ['fiscalValue', money(live.fiscalValue)],
    ['co2', live.co2 === null ? '–' : formatNumber(live.co2)], ['fuel', live.fuelCode], ['label', live.energyLabel ?? '–'], ['segment', live.segmentCode ?? '–'],
  ];
  return (
    <section style={panel} aria-labelledby="bulk-compare-live-title" data-panel="live">
      <div style={kitStyles.actions}>
        <h2 id="bulk-compare-live-title" style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('live.title')}{live ? `: ${live.brandName} ${live.modelName} ${live.versionName}` : ''}
        </h2>
        <span style={kitStyles.spacer} />
        <button type="button" onClick={onClose}>{t('live.close')}</button>
      </div>
      {loading ? <KitLoadState status="loading" /> : live === null ? <p role="alert" style={kitStyles.problem}>{t('live.failed')}</p> : (
        <>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
            {facts.map(([key, value]) => [<dt key={`${key}-t`}>{t(`live.${key}`)}</dt>, <dd key={`${key}-d`} style={{ margin: 0 }}>{value}</dd>])}
          </dl>
          <h3 style={{ margin: 0, fontSize: '1rem' }}>{t('live.runPrices')}</h3>
          {live.runPrices.length === 0 ? <p style={{ margin: 0 }}>{t('live.noRunPrices')}</p> : (
            <ul style={{ margin: 0 }}>
              {live.runPrices.map((p) => (
                <li key={p.carArrangementId}>
                  {p.carArrangementName}: {p.leasePrice === null ? t('live.notPriced', { error: p.error ?? '' }) : money(p.leasePrice)}
                  {` (${p.durationMonths} / ${formatNumber(p.kmPerYear)}, ${formatDate(p.pricedAt, DATE_TIME_FORMAT)})`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

const LOG_COLUMNS = ['run', 'state', 'requestedAt', 'startedAt', 'finishedAt', 'requestedBy', 'pricesHeld', 'errorsHeld', 'errorMessage'] as const;

/** The client's bulk runs, newest first (POST /getbulklogsinfo); null is a failed load (spec 02 §8). */
export function RunLogPanel({ loading, log }: { loading: boolean; log: BulkRunLogEntry[] | null }) {
  const { t } = useTranslation('bulkComparer');
  const cells = (run: BulkRunLogEntry) => [
    run.runId, t(`log.states.${run.state}`), formatDate(run.requestedAt, DATE_TIME_FORMAT), formatDate(run.startedAt, DATE_TIME_FORMAT),
    formatDate(run.finishedAt, DATE_TIME_FORMAT), run.requestedBy ?? '–', formatNumber(run.pricesHeld), formatNumber(run.errorsHeld), run.errorMessage ?? '',
  ];
  return (
    <section style={panel} aria-labelledby="bulk-compare-log-title" data-panel="log">
      <h2 id="bulk-compare-log-title" style={{ margin: 0, fontSize: '1.125rem' }}>{t('log.title')}</h2>
      {loading ? <KitLoadState status="loading" /> : log === null ? <p role="alert" style={kitStyles.problem}>{t('log.failed')}</p>
        : log.length === 0 ? <p style={{ margin: 0 }}>{t('log.empty')}</p> : (
          <table style={kitStyles.table} aria-labelledby="bulk-compare-log-title">
            <thead>
              <tr>{LOG_COLUMNS.map((c) => <th key={c} scope="col" style={kitStyles.headerCell}>{t(`log.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {log.map((run) => (
                <tr key={run.runId}>{cells(run).map((value, i) => <td key={LOG_COLUMNS[i]} style={kitStyles.cell}>{value}</td>)}</tr>
              ))}
            </tbody>
          </table>
        )}
    </section>
  );
}
