import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { driverName, useDriverSearch } from '../../features/driver-search/use-driver-search';
import { Icon } from '../shell/icons';

/**
 * Spec 01 §2, §5: the driver search. Starts only after typing; each result shows name, e-mail and
 * phone; choosing one opens /{section}/driver/edit?id=… (an ARIA combobox with a listbox).
 */
export function DriverSearch({ area }: { area: string }) {
  const { t } = useTranslation('topbar');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [, navigate] = useLocation();
  const { status, results } = useDriverSearch(query);
  const listId = useId();
  const showList = open && query.trim() !== '';

  const choose = (id: number) => {
    setOpen(false);
    setQuery('');
    navigate(`/${area}/driver/edit?id=${id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (results.length === 0 ? -1 : (index + step + results.length) % results.length));
    } else if (event.key === 'Enter' && activeIndex >= 0 && results[activeIndex]) {
      event.preventDefault();
      choose(results[activeIndex].id);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="driver-search">
      <Icon name="search" size={18} />
      <input
        type="search"
        className="driver-search__input"
        role="combobox"
        aria-label={t('driverSearch')}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        placeholder={t('driverSearchPlaceholder')}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <div className="driver-search__panel" hidden={!showList}>
        {status === 'searching' && results.length === 0 && <p className="driver-search__note">{t('searching')}</p>}
        {status === 'done' && results.length === 0 && <p className="driver-search__note">{t('noResultsFor', { query: query.trim() })}</p>}
        {status === 'failed' && <p className="driver-search__note">{t('searchFailed')}</p>}
        {results.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('driverSearchResults')} className="driver-search__list">
          {results.map((driver, index) => (
            <li
              key={driver.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="driver-search__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(driver.id)}
            >
              <span className="driver-search__name">{driverName(driver)}</span>
              <span className="driver-search__meta">{driver.emailAddress}</span>
              {driver.telephoneNr && <span className="driver-search__meta">{driver.telephoneNr}</span>}
            </li>
          ))}
        </ul>
        )}
      </div>
    </div>
  );
}
