import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useClientList } from '../../features/client-list/use-client-list';
import { useClientSwitch } from '../../features/client-switch/use-client-switch';
import { useShell } from '../../features/shell/use-shell';
import { companyInitials, matchesEveryWord } from '../../lib/text';
import { paths } from '../paths';
import { Icon } from '../shell/icons';
import { Dropdown, type DropdownHandle } from './dropdown';

/**
 * Spec 01 §2 customer switcher (master): searchable — every space-separated word must match some
 * field — showing initials, display name and name or debtor number; at most 400 px high; a link to
 * the client overview; choosing one switches client (and reloads at /).
 */
export function CustomerSwitcher() {
  const { t } = useTranslation('topbar');
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState('');
  const dropdown = useRef<DropdownHandle>(null);
  const { status, clients } = useClientList(wanted);
  const switcher = useClientSwitch();
  const currentId = useShell().data?.user.client.id;
  const shown = useMemo(
    () => clients.filter((client) => matchesEveryWord(query, [client.displayName, client.name, client.debtorNumber])),
    [clients, query],
  );

  return (
    <Dropdown ref={dropdown} label={t('customerSwitcher')} onShow={() => setWanted(true)} trigger={<Icon name="briefcase" />}>
      <div className="customer-switcher">
        <input
          type="search"
          className="customer-switcher__search"
          aria-label={t('customerSearch')}
          placeholder={t('customerSearch')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {status === 'loading' && <p className="dropdown-panel__note">{t('loadingClients')}</p>}
        {switcher.switching && <p className="dropdown-panel__note" role="status">{t('switching')}</p>}
        {switcher.failed && <p className="dropdown-panel__note dropdown-panel__note--error" role="alert">{switcher.error ?? t('switchFailed')}</p>}
        {status === 'ready' && shown.length === 0 && <p className="dropdown-panel__note">{t('noResultsFor', { query })}</p>}
        <ul className="customer-switcher__list" aria-label={t('clients')}>
          {shown.map((client) => (
            <li key={client.id}>
              <button
                type="button"
                className="customer-switcher__client"
                aria-current={client.id === currentId ? 'true' : undefined}
                disabled={switcher.switching}
                onClick={() => switcher.switchTo(client.id)}
              >
                <span className="initials" aria-hidden="true">{companyInitials(client.displayName)}</span>
                <span className="customer-switcher__names">
                  <span className="customer-switcher__display">{client.displayName}</span>
                  <span className="customer-switcher__meta">{client.debtorNumber || client.name}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Link href={paths.productClients} className="dropdown-panel__footer-link" onClick={() => dropdown.current?.hide()}>
          {t('clientOverview')}
        </Link>
      </div>
    </Dropdown>
  );
}
