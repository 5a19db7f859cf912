import { useTranslation } from 'react-i18next';
import '../../../elements/progress-bar/progress-bar';
import type { BulkStatus } from '../../../contract/types/bulk';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';

const NO_VALUE = '–';

const styles = {
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.5rem', margin: 0 },
  term: { fontWeight: 600 },
  detail: { margin: 0 },
} as const;

/**
 * The latest run: its state, progress, when, and by whom. A run watched on this screen also gets the progress bar,
 * driven by the server's value (spec 01 §4 "it can be driven by an input value"), full once the run is done.
 */
export function BulkRunStatus({ run, watched }: { run: BulkStatus; watched: boolean }) {
  const { t } = useTranslation('bulk');
  const when = (iso: string | null) => formatDate(iso, DATE_TIME_FORMAT) || NO_VALUE;
  const facts: Array<[string, string]> = [
    ['state', t(`states.${run.state}`)],
    ['progress', run.state === 'none' ? NO_VALUE : `${run.progress} %`],
    ['arrangements', run.state === 'none' ? NO_VALUE : t('ofTotal', { done: formatNumber(run.arrangementsDone), total: formatNumber(run.arrangementsTotal) })],
    ['versions', run.state === 'none' ? NO_VALUE : t('ofTotal', { done: formatNumber(run.versionsPriced), total: formatNumber(run.versionsTotal) })],
    ['requestedAt', when(run.requestedAt)],
    ['startedAt', when(run.startedAt)],
    ['finishedAt', when(run.finishedAt)],
    ['requestedBy', run.requestedBy?.name ?? NO_VALUE],
  ];
  return (
    <section className="bulk-run__status" aria-labelledby="bulk-status-heading" style={{ display: 'grid', gap: '0.75rem' }}>
      <h2 id="bulk-status-heading" style={{ margin: 0, fontSize: '1.125rem' }}>{t('status.heading')}</h2>
      {watched && (
        <ld-progress-bar className="bulk-run__progress" value={run.progress} showValue label={t('status.progressLabel')} />
      )}
      <dl style={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt style={styles.term}>{t(`fields.${name}`)}</dt>
            <dd style={styles.detail} data-field={name}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
