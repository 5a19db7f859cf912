import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { exportComparison } from '../../api/bulk-comparer';
import { useBulkComparer } from '../../features/bulk-comparer/use-bulk-comparer';
import { useFileDownload } from '../../features/download/use-file-download';
import { useLanguageClients } from '../../features/provider/use-provider-languages';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formatCurrency, formatNumber } from '../../lib/format';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';
import { CompareTable } from './compare-table';
import { LiveCarPanel, RunLogPanel } from './compare-panels';

const idOf = (event: ChangeEvent<HTMLSelectElement>) => (event.target.value === '' ? null : Number(event.target.value));

/**
 * /{product}/compare, the provider's bulk comparer (spec 01 §2, 02 §3/§6/§7; issue 19 point 4), master only: choose a
 * client and one of its comparer profiles, compare its prices now with its last bulk run, sort the rows by any
 * column, export them as .xlsx (made by the server), read a version's live car data and the client's run log.
 */
export default function BulkCompare() {
  const { t, i18n } = useTranslation('bulkComparer');
  const clients = useLanguageClients();
  const [clientId, setClientId] = useState<number | null>(null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const view = useBulkComparer(clientId);
  const file = useFileDownload();
  const chooseClient = (event: ChangeEvent<HTMLSelectElement>) => {
    setClientId(idOf(event));
    setProfileId(null);
  };
  const profiles = !view.profiles.loading && 'value' in view.profiles ? view.profiles.value : null;
  const comparison = view.comparison.value;

  return (
    <section style={kitStyles.page}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('title')}</h1>
      <p style={{ margin: 0 }}>{t('intro')}</p>
      <div style={{ ...kitStyles.actions, alignItems: 'end' }}>
        <label style={kitStyles.field}>
          <span style={kitStyles.label}>{t('client')}</span>
          <select name="client" value={clientId ?? ''} onChange={chooseClient} disabled={clients.status !== 'ready'}>
            <option value="">{t('chooseClient')}</option>
            {(clients.data ?? []).map((client) => <option key={client.id} value={client.id}>{client.displayName}</option>)}
          </select>
        </label>
        <label style={kitStyles.field}>
          <span style={kitStyles.label}>{t('profile')}</span>
          <select name="profile" value={profileId ?? ''} onChange={(event) => setProfileId(idOf(event))} disabled={profiles === null}>
            <option value="">{t('chooseProfile')}</option>
            {(profiles ?? []).map((profile) => <option key={profile.id} value={profile.id}>{profile.name}</option>)}
          </select>
        </label>
        <button type="button" disabled={profileId === null || view.comparison.status === 'loading'} onClick={() => profileId !== null && view.compare(profileId)}>
          {t('compare')}
        </button>
        <button type="button" disabled={comparison === null || file.busy}
          onClick={() => view.request && void file.download((signal) => exportComparison(view.request!, i18n.language, { signal }))}>
          {t('export')}
        </button>
      </div>
      {clients.status === 'failed' && <p role="alert" style={kitStyles.problem}>{t('clientsFailed')}</p>}
      {clientId !== null && 'failed' in view.profiles && <p role="alert" style={kitStyles.problem}>{view.profiles.reason ?? t('profilesFailed')}</p>}

      {view.comparison.status === 'loading' && <KitLoadState status="loading" />}
      {view.comparison.status === 'failed' && <p role="alert" style={kitStyles.problem}>{view.comparison.reason ?? t('comparisonFailed')}</p>}
      {comparison && (
        <>
          <p role="status" style={{ margin: 0 }}>
            {comparison.runId === null ? t('noRun', { compared: formatNumber(comparison.compared) }) : t('summary', {
              runId: comparison.runId, finished: formatDate(comparison.runFinishedAt, DATE_TIME_FORMAT), compared: formatNumber(comparison.compared),
              differing: formatNumber(comparison.differing), tolerance: formatCurrency(comparison.tolerance),
            })}
            {comparison.truncated && ` ${t('truncated', { shown: formatNumber(comparison.rows.length) })}`}
          </p>
          {comparison.rows.length === 0 ? <p style={{ margin: 0 }}>{t('noRows')}</p>
            : <CompareTable rows={view.rows} sort={view.sort} onSort={view.sortBy} onShowLive={view.showLive} />}
        </>
      )}
      {view.liveVersionId !== null && (
        <LiveCarPanel loading={view.live.loading} live={view.live.loading ? null : view.live.value} onClose={() => view.showLive(null)} />
      )}
      {clientId !== null && <RunLogPanel loading={view.log.loading} log={view.log.loading ? null : view.log.value} />}
    </section>
  );
}
