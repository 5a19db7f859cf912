import { useTranslation } from 'react-i18next';
import { fetchCarBreakdown, type CarBreakdown, type CarListRow } from '../../../api/cars';
import { useModalClose } from '../../../app/selection/use-modal-close';
import { useLoad } from '../../../features/load/use-load';
import { formatCurrency, formatNumber } from '../../../lib/format';

const money = (cents: number) => formatCurrency(cents / 100);

/**
 * Every part of one version's monthly lease price and of the driver's own contribution, on request (issue 15 point 2:
 * "the figures an administrator needs to trust it"): the cost parts adding up to the computed price, a fixed price
 * when it wins, and the steps of the own contribution under the category the list shows.
 */
export function PriceBreakdown({ arrangementId, car, onClose }: { arrangementId: number; car: CarListRow | null; onClose(): void }) {
  const { t } = useTranslation('cars');
  const ref = useModalClose<HTMLElement>(onClose);
  const loaded = useLoad(car ? (signal) => fetchCarBreakdown(arrangementId, car.id, { signal }) : null, [arrangementId, car]);
  const breakdown = car ? loaded.value : null;
  const failed = car !== null && loaded.status === 'failed';

  const rows = (lines: { what: string; cents: number }[], group: 'parts' | 'steps') =>
    lines.map((line, index) => (
      <tr key={`${line.what}-${index}`} data-line={line.what}>
        <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '0.25rem 1rem 0.25rem 0' }}>{t(`breakdown.${group}.${line.what}`)}</th>
        <td style={{ textAlign: 'right' }}>{money(line.cents)}</td>
      </tr>
    ));
  return (
    <ld-modal ref={ref} open={car !== null} label={car ? t('breakdown.title', { name: `${car.brandName} ${car.modelName} ${car.name}` }) : ''} className="price-breakdown">
      {failed && <p role="alert">{t('breakdown.failed')}</p>}
      {!failed && !breakdown && <p role="status">{t('loading')}</p>}
      {breakdown && (
        <div style={{ display: 'grid', gap: '1rem' }}>
          <p style={{ margin: 0 }}>{t('basis', { months: breakdown.durationMonths, km: formatNumber(breakdown.kmPerYear) })}
            {breakdown.categoryName && <> · {breakdown.categoryName}</>}</p>
          <table aria-label={t('breakdown.parts.title')}>
            <tbody>{rows(breakdown.parts, 'parts')}</tbody>
            <tfoot>
              <tr><th scope="row" style={{ textAlign: 'left', padding: '0.25rem 1rem 0.25rem 0' }}>{t('breakdown.computed')}</th>
                <td style={{ textAlign: 'right', fontWeight: 600 }}>{formatCurrency(breakdown.computedLeasePrice)}</td></tr>
              {breakdown.isFixedPrice && (
                <tr data-line="fixedPrice"><th scope="row" style={{ textAlign: 'left', padding: '0.25rem 1rem 0.25rem 0' }}>{t('breakdown.fixed')}</th>
                  <td style={{ textAlign: 'right', fontWeight: 600 }}>{formatCurrency(breakdown.leasePrice)}</td></tr>
              )}
            </tfoot>
          </table>
          <table aria-label={t('breakdown.steps.title')}>
            <tbody>{rows(breakdown.ownContributionLines, 'steps')}</tbody>
            <tfoot>
              <tr><th scope="row" style={{ textAlign: 'left', padding: '0.25rem 1rem 0.25rem 0' }}>{t('columns.ownContribution')}</th>
                <td style={{ textAlign: 'right', fontWeight: 600 }}>{formatCurrency(breakdown.ownContribution)}</td></tr>
            </tfoot>
          </table>
          {breakdown.refusals.length > 0 && <p style={{ margin: 0 }}>{breakdown.refusals.map((refusal) => t(`refusals.${refusal.reason}`)).join(', ')}</p>}
        </div>
      )}
      <div slot="footer" className="dialog-footer"><sl-button onClick={onClose}>{t('breakdown.close')}</sl-button></div>
    </ld-modal>
  );
}
