import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../../contract/types/orders';
import { orderStyles as styles } from './order-styles';
import { NO_VALUE, useMoney } from './use-money';

/** An order's options, accessories or lease-system components, each with its price. */
export function OrderLines({ kind, lines }: { kind: 'options' | 'accessories' | 'components'; lines: readonly OrderLine[] }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const title = t(`lines.${kind}`);
  return (
    <section className="order-view__lines">
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p>{t('lines.none')}</p>
      ) : (
        <table style={styles.table} aria-label={title}>
          <thead>
            <tr>
              <th scope="col" style={styles.th}>{t('lines.code')}</th>
              <th scope="col" style={styles.th}>{t('lines.description')}</th>
              <th scope="col" style={{ ...styles.th, ...styles.number }}>{t('lines.price')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td style={styles.td}>{line.code ?? NO_VALUE}</td>
                <td style={styles.td}>{line.description}</td>
                <td style={{ ...styles.td, ...styles.number }}>{money(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
