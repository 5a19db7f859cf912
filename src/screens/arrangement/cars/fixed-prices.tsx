import { useTranslation } from 'react-i18next';
import { fetchFixedLeasePrices, type FixedLeasePrice } from '../../../api/cars';
import { failureOf } from '../../../features/car-list/use-car-list';
import { useLoad } from '../../../features/load/use-load';
import { formatCurrency } from '../../../lib/format';
import { kitStyles } from '../../kit/kit-styles';

/**
 * The arrangement's fixed lease prices at a glance, above its car list (GET /car/extended/fixedleaseprice): which
 * versions have one and at what, each removable. A load the server answers with errors shows the maintenance
 * notice of spec 01 §8 ("fixed lease prices are temporarily unavailable"); the list below still works.
 */
export function FixedPrices({ arrangementId, round, busy, onRemove }: {
  arrangementId: number;
  /** Read again when it changes (after a price was set or removed). */
  round: number;
  busy: boolean;
  onRemove(price: FixedLeasePrice): void;
}) {
  const { t } = useTranslation('cars');
  const loaded = useLoad((signal) => fetchFixedLeasePrices(arrangementId, { signal }), [arrangementId, round]);
  const prices = loaded.value ?? [];
  if (loaded.status === 'failed') {
    return <p role="alert" className="fixed-prices" style={{ margin: 0 }}>{t(failureOf(loaded.error) === 'maintenance' ? 'fixedPrices.maintenance' : 'failed')}</p>;
  }
  return (
    <details className="fixed-prices">
      <summary>{t('fixedPrices.title', { count: prices.length })}</summary>
      {prices.length === 0 ? <p style={{ margin: '0.5rem 0' }}>{t('fixedPrices.none')}</p> : (
        <table style={{ ...kitStyles.table, marginTop: '0.5rem' }} aria-label={t('fixedPrices.label')}>
          <tbody>
            {prices.map((price) => (
              <tr key={price.id} data-car-type={price.carTypeId}>
                <td style={kitStyles.cell}>{`${price.brandName} ${price.modelName} ${price.name}`}</td>
                <td style={kitStyles.cell}>{formatCurrency(price.price)}</td>
                <td style={kitStyles.cell}><sl-button size="small" disabled={busy} onClick={() => onRemove(price)}>{t('fixClear')}</sl-button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
