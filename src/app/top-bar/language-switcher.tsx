import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/types/core';
import { useShell } from '../../features/shell/use-shell';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { writeText } from '../../stores/storage';
import { changeLocale, LOCALE_QUERY } from '../i18n';
import { Dropdown, type DropdownHandle } from './dropdown';
import { fallbackLocale, languageOptions, type LanguageOption } from './language-options';

/** The address with ?lang= set, so a shared link opens in the same language (spec: "updates URL"). */
function withLanguage(locale: Locale): string {
  const url = new URL(location.href);
  url.searchParams.set(LOCALE_QUERY, locale);
  return url.pathname + url.search + url.hash;
}

async function applyLanguage(option: LanguageOption): Promise<void> {
  await changeLocale(option.locale);
  writeText(STORAGE_KEYS.langId, option.id === null ? null : String(option.id));
  history.replaceState(history.state, '', withLanguage(option.locale));
}

/**
 * Spec 01 §2 language switcher: the client's server languages, else the built-in locales; the choice
 * is stored as language and langId, sets locale and cookie, and updates the URL. A current locale
 * the client does not offer falls back to its default (or the first available).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('topbar');
  const languages = useShell().data?.clientSetting.languages;
  const options = useMemo(() => languageOptions(languages), [languages]);
  const dropdown = useRef<DropdownHandle>(null);
  const [busy, setBusy] = useState(false);
  const current = i18n.language;

  useEffect(() => {
    const fallback = fallbackLocale(options, current);
    const option = options.find((o) => o.locale === fallback);
    if (option) void applyLanguage(option);
  }, [options, current]);

  const choose = (option: LanguageOption) => {
    dropdown.current?.hide();
    setBusy(true);
    void applyLanguage(option).finally(() => setBusy(false));
  };
  const name = (option: LanguageOption) => option.displayName ?? t(`languages.${option.locale}`);
  const code = current.slice(0, 2).toUpperCase();

  return (
    <Dropdown
      ref={dropdown}
      // The name carries the code the button shows, so a voice-control user who says "NL" reaches it (WCAG 2.5.3).
      label={t('language', { language: t(`languages.${current}`), code })}
      trigger={<span className="top-bar__language" aria-busy={busy}>{code}</span>}
    >
      <ul className="dropdown-panel__list" aria-label={t('languagesLabel')}>
        {options.map((option) => (
          <li key={option.locale}>
            <button
              type="button"
              className="dropdown-panel__item"
              lang={option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={() => choose(option)}
            >
              {name(option)}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
