import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useClientBranding } from '../../features/client-branding/use-client-branding';
import { resolveClientName } from '../../lib/client-name';
import { addNoIndex, clientAddress, showClientBranding } from '../auth-page';
import { PageLoader } from '../page-loader';
import { safeAssetUrl } from '../theme';

function ClientNotFound({ client, onRetry }: { client: string; onRetry: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section className="client-not-found" role="alert">
      <h2>{t('auth:clientNotFound.title')}</h2>
      <p>{t('auth:clientNotFound.connect', { client })}</p>
      <p>{t('auth:clientNotFound.retryLater')}</p>
      <button type="button" className="ld-button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </section>
  );
}

function AuthBranding({ clientName, children }: { clientName: string; children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const branding = useClientBranding(clientName);
  const setting = branding.clientSetting;
  const logo = safeAssetUrl(setting?.logoUrl);

  useEffect(() => (setting ? showClientBranding(setting) : undefined), [setting]);

  return (
    <div className="auth-layout">
      <main className="auth-card">
        <header className="auth-card__brand" aria-busy={branding.status === 'loading'}>
          {logo && <img className="auth-card__logo" src={logo} alt={t('auth:logoAlt', { client: setting?.displayName })} />}
          {setting && <h1 className="auth-card__client">{setting.displayName}</h1>}
        </header>
        {branding.status === 'notFound' ? (
          <ClientNotFound client={clientName} onRetry={branding.retry} />
        ) : (
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        )}
      </main>
      <footer className="auth-layout__footer">{t('common:footer', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

/**
 * The /auth/* pages other than /auth itself (that is the login island, src/login-island, which shows
 * the same markup without React). The client comes from ?clt= or ?client= (lower case); without one,
 * the remembered or default client is used and the address is rewritten to name it (spec section 2).
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const client = useMemo(() => resolveClientName(new URLSearchParams(search)), [search]);
  useEffect(addNoIndex, []);

  useEffect(() => {
    const address = clientAddress(location, search, client);
    if (address) navigate(address, { replace: true });
  }, [client, search, location, navigate]);

  // A different client is a different branding actor.
  return (
    <AuthBranding key={client.name} clientName={client.name}>
      {children}
    </AuthBranding>
  );
}
