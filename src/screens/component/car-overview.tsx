import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { fetchCarOverview, type CarOverviewRow } from '../../api/cars';
import { httpStatus } from '../../api/errors';
import { useLoad } from '../../features/load/use-load';
import { formatCurrency } from '../../lib/format';
import { recordIdOf } from '../../lib/record-id';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';

/**
 * /component/car_overview/view?id={car type id} (spec 01 §2): one version under every car arrangement of the client in
 * reach — whether each offers it, from which category, at what lease price and own contribution, or why not. Opened
 * from a car list's version name: which of our policies give an employee this car, and at what.
 */
export default function CarOverview() {
  const { t } = useTranslation(['cars', 'areas']);
  const id = recordIdOf(useSearch());
  const loaded = useLoad(id !== null ? (signal) => fetchCarOverview(id, { signal }) : null, [id]);

  if (id === null) return <KitLoadState status="notFound" />;
  if (loaded.status === 'loading') return <KitLoadState status="loading" />;
  if (loaded.status === 'failed') return <KitLoadState status={httpStatus(loaded.error) === 404 ? 'notFound' : 'failed'} onRetry={loaded.reload} />;
  const rows = loaded.value ?? [];
  const car = rows[0];
  return (
    <section className="car-overview" style={kitStyles.form}>
      {car && (
        <>
          <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{`${car.brandName} ${car.modelName} ${car.name}`}</h1>
          <p style={{ margin: 0 }}>
            {[t(`areas:fuels.${car.fuelCode}`), car.co2 === null ? null : `${car.co2} g/km CO2`, car.energyLabel && car.energyLabel !== '-' ? `${t('columns.label')} ${car.energyLabel}` : null,
              `${t('columns.consumerPrice')} ${formatCurrency(car.consumerPrice)}`].filter(Boolean).join(' · ')}
          </p>
        </>
      )}
      {rows.length === 0 ? <p role="status" style={kitStyles.message}>{t('overview.none')}</p> : (
        <table style={kitStyles.table} aria-label={t('overview.title')}>
          <thead>
            <tr>{(['arrangement', 'offered', 'leasePrice', 'ownContribution'] as const).map((column) => (
              <th key={column} scope="col" style={kitStyles.headerCell}>{t(`overview.columns.${column}`)}</th>
            ))}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.carArrangementId} data-arrangement={row.carArrangementName}>
                <td style={kitStyles.cell}>{row.carArrangementName}</td>
                <td style={kitStyles.cell}>
                  {row.reasons.length > 0 ? row.reasons.map((reason) => t(`refusals.${reason}`)).join(', ')
                    : row.categoryName ? t('offeredFrom', { category: row.categoryName }) : t('offered')}
                </td>
                <td style={kitStyles.cell}>{formatCurrency(row.leasePrice)}{row.isFixedPrice && <strong> {t('fixedBadge')}</strong>}</td>
                <td style={kitStyles.cell}>{formatCurrency(row.ownContribution)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
