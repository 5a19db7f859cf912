import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../../../elements/checkbox/checkbox';
import '../../../../elements/delete-dialog/delete-dialog';
import { fetchPreferredDealersByBrand, removePreferredDealer, setCentralPurchasing, setCentralPurchasingForAll, type PreferredDealer } from '../../../api/preferred-dealers';
import { showErrorToast, showToast } from '../../../app/toasts/toast-bus';
import { TOAST_MS } from '../../../app/toasts/toast-for-error';
import { useArrangementSelection } from '../../../features/arrangement-selection/use-arrangement-selection';
import { useLoad } from '../../../features/load/use-load';
import { KitLoadState } from '../../kit/kit-load-state';
import { kitStyles } from '../../kit/kit-styles';

const LIST = '/arrangement/preferred_dealer';

/**
 * /arrangement/preferred_dealer (spec 02 §3 "Preferred dealer: city, name; grouped by brand; central purchasing
 * flag", §7; car arrangements only, supervisor and above): the selected arrangement's preferred dealers per brand,
 * by city and name; each one's central purchasing on or off, or no longer preferred (after the delete dialog);
 * central purchasing for all brands at once; dealers added per brand on the create screen, a dealer's details
 * changed on its edit screen (the kit's form).
 */
export default function PreferredDealers() {
  const { t } = useTranslation('preferredDealers');
  const arrangementId = useArrangementSelection().selected?.id ?? null;
  const list = useLoad(arrangementId === null ? null : (signal) => fetchPreferredDealersByBrand(arrangementId, { signal }), [arrangementId]);
  const brands = list.value ?? [];
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<PreferredDealer | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast({ variant: 'success', duration: TOAST_MS.success, text: t(done) });
      return true;
    } catch (error) {
      showErrorToast(error);
      return false;
    } finally {
      setBusy(false);
      list.reload();
    }
  };

  if (arrangementId === null || list.status === 'loading') return <KitLoadState status="loading" />;
  if (list.status === 'failed') return <KitLoadState status="failed" onRetry={list.reload} />;
  return (
    <section className="preferred-dealers" style={kitStyles.form}>
      <div style={kitStyles.actions}>
        <Link href={`${LIST}/create`} className="ld-button ld-button--primary">{t('add')}</Link>
        <span style={kitStyles.spacer} />
        <sl-button disabled={busy || brands.length === 0} onClick={() => void run(() => setCentralPurchasingForAll(arrangementId, true), 'allOn')}>{t('allOn')}</sl-button>
        <sl-button disabled={busy || brands.length === 0} onClick={() => void run(() => setCentralPurchasingForAll(arrangementId, false), 'allOff')}>{t('allOff')}</sl-button>
      </div>
      {brands.length === 0 && <p role="status" style={kitStyles.message}>{t('empty')}</p>}
      {brands.map((brand) => (
        <section key={brand.brandId} data-brand={brand.brandName} aria-labelledby={`brand-${brand.brandId}`}>
          <h2 id={`brand-${brand.brandId}`} style={{ margin: '0 0 0.5rem', fontSize: '1.125rem' }}>{brand.brandName}</h2>
          <table style={kitStyles.table} aria-labelledby={`brand-${brand.brandId}`}>
            <thead>
              <tr>
                {(['city', 'name', 'centralPurchasing', 'actions'] as const).map((column) => <th key={column} scope="col" style={kitStyles.headerCell}>{t(`columns.${column}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {brand.dealers.map((dealer) => (
                <tr key={dealer.id} data-dealer={dealer.name}>
                  <td style={kitStyles.cell}>{dealer.city || '–'}</td>
                  <td style={kitStyles.cell}><Link href={`${LIST}/edit?id=${dealer.dealerId}`}>{dealer.name}</Link></td>
                  <td style={kitStyles.cell}>
                    <ld-checkbox label={t('columns.centralPurchasing')} checked={dealer.isCentralPurchasing} disabled={busy}
                      onld-change={(event) => void run(() => setCentralPurchasing(dealer, event.detail.checked), event.detail.checked ? 'centralOn' : 'centralOff')} />
                  </td>
                  <td style={kitStyles.cell}>
                    <sl-button size="small" disabled={busy} onClick={() => setRemoving(dealer)}>{t('remove')}</sl-button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <ld-delete-dialog open={removing !== null} label={t('removeTitle', { name: removing?.name ?? '', brand: removing?.brandName ?? '' })}
        message={t('removeMessage')} keepOpen busy={busy}
        onld-confirm={() => { if (removing) void run(() => removePreferredDealer(removing), 'removed').then((done) => done && setRemoving(null)); }}
        onld-cancel={() => setRemoving(null)} />
    </section>
  );
}
