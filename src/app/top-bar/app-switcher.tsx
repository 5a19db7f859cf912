import { useTranslation } from 'react-i18next';
import type { ProductRef } from '../../api/types';
import { Icon } from '../shell/icons';
import { Dropdown } from './dropdown';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Spec 01 §2: the app switcher, only for a master with more than one {product} product. */
export function AppSwitcher({ products }: { products: readonly ProductRef[] }) {
  const { t } = useTranslation('topbar');
  return (
    <Dropdown label={t('appSwitcher')} trigger={<Icon name="grid" />}>
      <ul className="dropdown-panel__list" aria-label={t('appSwitcher')}>
        {products.filter((product) => isWebAddress(product.url)).map((product) => (
          <li key={product.id}>
            <a className="dropdown-panel__item" href={product.url} target="_blank" rel="noopener noreferrer">
              {product.name}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
