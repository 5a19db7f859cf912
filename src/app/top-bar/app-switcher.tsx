import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRef } from '../../../contract/types/core';
import { useProviderProducts } from '../../features/provider/use-provider-products';
import { Icon } from '../shell/icons';
import { Dropdown } from './dropdown';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * Spec 01 §2: "App switcher only for one specific master user with more than one product" — read as a master whose
 * own account holds more than one {product} product (`owned`, the account's amwProducts; top-bar.tsx decides). The
 * entries are the provider's products as GET /{product}/products names them now (their current name and address),
 * limited to the ones the account holds; read once the switcher is first opened. A failed read says so.
 */
export function AppSwitcher({ owned }: { owned: readonly ProductRef[] }) {
  const { t } = useTranslation(['topbar', 'provider']);
  const [opened, setOpened] = useState(false);
  const products = useProviderProducts(opened);
  const ownedIds = new Set(owned.map((product) => product.id));
  const entries = (products.data ?? []).filter((product) => ownedIds.has(product.id) && isWebAddress(product.url));

  return (
    <Dropdown label={t('appSwitcher')} trigger={<Icon name="grid" />} onShow={() => setOpened(true)}>
      {products.status === 'failed' && (
        <p role="alert" className="dropdown-panel__item">
          {t('provider:apps.failed')} <button type="button" onClick={products.retry}>{t('provider:apps.retry')}</button>
        </p>
      )}
      {(products.status === 'loading' || products.status === 'idle') && <p role="status" className="dropdown-panel__item">{t('provider:apps.loading')}</p>}
      {products.status === 'ready' && (
        <ul className="dropdown-panel__list" aria-label={t('appSwitcher')}>
          {entries.map((product) => (
            <li key={product.id}>
              <a className="dropdown-panel__item" href={product.url} target="_blank" rel="noopener noreferrer">
                {product.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
