import { useTranslation } from 'react-i18next';
import '../../../elements/bulk-dialog/bulk-dialog';
import { useBulkRun, type BulkRunView } from '../../features/bulk-run/use-bulk-run';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';
import { BulkFiles } from './bulk-files';
import { BulkRunStatus } from './bulk-run-status';
import { BulkSummaryTable } from './bulk-summary-table';

/** Spec 01 §8's bulk problem, with the run's own reason or the server's words below it when there are any. */
function BulkProblem({ bulk }: { bulk: BulkRunView }) {
  const { t } = useTranslation('bulk');
  if (!bulk.failure) return null;
  return (
    <div role="alert" className="bulk-run__problem" style={{ display: 'grid', gap: '0.5rem', padding: '0.75rem 1rem',
      border: '1px solid var(--sl-color-danger-300)', background: 'var(--sl-color-danger-50)', color: 'var(--sl-color-danger-800)' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{t('problem')}</p>
      {bulk.failure.detail && <p style={{ margin: 0 }}>{t('problemDetail', { detail: bulk.failure.detail })}</p>}
      <div><sl-button size="small" onClick={bulk.refresh}>{t('refresh')}</sl-button></div>
    </div>
  );
}

/**
 * /administration/run_bulk (issue 19; spec 01 §2, §4, §5, §6 supervisor with the lease-system licence): the latest
 * run's status, Start behind the bulk dialog with its terms, the progress bar following the server while a run
 * goes, then the summary per arrangement and the price workbooks to download.
 */
export default function RunBulkScreen() {
  const { t } = useTranslation('bulk');
  const bulk = useBulkRun();
  const { run, phase, results } = bulk;
  const watching = phase === 'running' || phase === 'starting' || phase === 'collecting';

  return (
    <section className="bulk-run" style={kitStyles.page} aria-busy={bulk.busy}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title')}</h1>
      <p style={{ margin: 0 }}>{t('intro')}</p>
      <div style={kitStyles.actions}>
        <sl-button variant="primary" disabled={!bulk.canStart} loading={phase === 'starting'} onClick={bulk.start}>{t('start')}</sl-button>
      </div>
      {bulk.joined && watching && <p role="status" style={{ margin: 0 }}>{t('joined')}</p>}
      <BulkProblem bulk={bulk} />
      {run === null ? (
        phase === 'loading' && <KitLoadState status="loading" />
      ) : (
        <BulkRunStatus run={run} watched={phase === 'running' || phase === 'collecting' || phase === 'done'} />
      )}
      {phase === 'collecting' && <KitLoadState status="loading" />}
      {results && <BulkSummaryTable summary={results.summary} />}
      {(results || (run?.state === 'none' && (phase === 'idle' || phase === 'confirming'))) && <BulkFiles files={results?.files.files ?? []} />}
      <ld-bulk-dialog
        open={phase === 'confirming' || phase === 'starting'}
        requireTerms
        keepOpen
        busy={phase === 'starting'}
        label={t('dialog.title')}
        message={t('dialog.message')}
        confirmLabel={t('dialog.confirm')}
        onld-confirm={bulk.confirm}
        onld-cancel={bulk.cancel}
      />
    </section>
  );
}
