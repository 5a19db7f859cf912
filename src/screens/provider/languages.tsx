import { useState, type ChangeEvent } from 'react';
import type { Language } from '../../../contract/types/core';
import { useTranslation } from 'react-i18next';
import { useClientLanguages, useLanguageClients, useProviderLanguages } from '../../features/provider/use-provider-languages';
import { KitLoadState } from '../kit/kit-load-state';
import { kitStyles } from '../kit/kit-styles';

/**
 * /{product}/language (spec 01 §2, 02 §7 "Provider level", master only): every language of the product with its
 * culture and how many clients offer it, and for a chosen client the languages it offers with its default. Which
 * languages a client offers is edited with the client (/{product}/client). A failed load says so, with a retry.
 */
export default function ProviderLanguages() {
  const { t } = useTranslation('provider');
  const languages = useProviderLanguages();
  const clients = useLanguageClients();
  const [clientId, setClientId] = useState<number | null>(null);
  const offered = useClientLanguages(clientId);
  const choose = (event: ChangeEvent<HTMLSelectElement>) => setClientId(event.target.value === '' ? null : Number(event.target.value));

  return (
    <section style={kitStyles.page}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>{t('languages.title')}</h1>
      {languages.status === 'ready' ? (
        <LanguageTable label={t('languages.title')} rows={languages.data!} third={t('languages.clientCount')} thirdOf={(language) => language.clientCount} />
      ) : <KitLoadState status={languages.status === 'failed' ? 'failed' : 'loading'} onRetry={languages.retry} />}

      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t('languages.ofClient')}</h2>
      {clients.status === 'failed' && <KitLoadState status="failed" onRetry={clients.retry} />}
      <label style={kitStyles.field}>
        <span style={kitStyles.label}>{t('languages.client')}</span>
        <select value={clientId ?? ''} onChange={choose} disabled={clients.status !== 'ready'} style={{ maxWidth: '24rem' }}>
          <option value="">{t('languages.chooseClient')}</option>
          {(clients.data ?? []).map((client) => <option key={client.id} value={client.id}>{client.displayName}</option>)}
        </select>
      </label>
      {clientId !== null && (offered.status === 'ready' ? (
        <LanguageTable label={t('languages.ofClient')} rows={offered.data!} third={t('languages.isDefault')}
          thirdOf={(language) => (language.isDefault ? t('languages.default') : '')} />
      ) : <KitLoadState status={offered.status === 'failed' ? 'failed' : 'loading'} onRetry={offered.retry} />)}
    </section>
  );
}

/** Languages by name and culture, with a third column the caller fills (client count, default). */
function LanguageTable<L extends Language>({ label, rows, third, thirdOf }: { label: string; rows: readonly L[]; third: string; thirdOf(row: L): string | number }) {
  const { t } = useTranslation('provider');
  return (
    <table style={kitStyles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col" style={kitStyles.headerCell}>{t('languages.language')}</th>
          <th scope="col" style={kitStyles.headerCell}>{t('languages.culture')}</th>
          <th scope="col" style={kitStyles.headerCell}>{third}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((language) => (
          <tr key={language.id}>
            <td style={kitStyles.cell}>{language.displayName}</td>
            <td style={kitStyles.cell}>{language.culture.languageCulture}</td>
            <td style={kitStyles.cell}>{thirdOf(language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
