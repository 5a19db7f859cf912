import { useTranslation } from 'react-i18next';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { duplicateProducts } from '../../lib/mobility-products';
import { formStyles as styles } from '../arrangement/driver-form/driver-form-styles';

/**
 * Spec 02 §8 "duplicate mobility product types found": the current container offers the same arrangement, or a
 * card of the same name, in more than one product (employees would see the choice twice). Shown on the product
 * screens and the mobility dashboard; names the products so the administrator knows which to change.
 */
export default function DuplicateProductsNotice() {
  const { t } = useTranslation('mobility');
  const container = useContainerSelection().selected;
  const groups = duplicateProducts(container?.products ?? []);
  if (groups.length === 0) return null;
  return (
    <div role="alert" className="duplicate-products" style={{ ...styles.section, borderColor: 'var(--sl-color-warning-400)', background: 'var(--sl-color-warning-50)' }}>
      <strong>{t('duplicates.title')}</strong>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {groups.map((group) => (
          <li key={group.map((product) => product.id).join('-')}>
            {t(group[0]!.type === 'card' ? 'duplicates.sameCard' : 'duplicates.sameArrangement', { names: group.map((product) => product.displayName).join(', ') })}
          </li>
        ))}
      </ul>
    </div>
  );
}
