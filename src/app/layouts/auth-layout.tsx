import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useClientBranding } from '../../features/client-branding/use-client-branding';
import { rememberClientName, resolveClientName } from '../../lib/client-name';
import { PageLoader } from '../page-loader';
import { safeAssetUrl, setFavicon, useClientTheme } from '../theme';

/** Spec section 2: the login layout carries a no-index marker; other pages may be indexed by rule of robots.txt. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function useFavicon(url: string | null): void {
  useEffect(() => setFavicon(url), [url]);
}

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

  useClientTheme(setting);
  useFavicon(safeAssetUrl(setting?.faviconUrl));
  useEffect(() => {
    // Spec section 7: a loaded client setting stores its lower-cased name for the next visit.
    if (setting) rememberClientName(setting.name);
  }, [setting]);

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
 * /auth: the client comes from ?clt= or ?client= (lower case); without one, the remembered or
 * default client is used and the address is rewritten to name it (spec section 2).
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const client = useMemo(() => resolveClientName(new URLSearchParams(search)), [search]);
  useNoIndex();

  useEffect(() => {
    if (!client.rewrite) return;
    const params = new URLSearchParams(search);
    params.delete('client');
    params.delete('clt');
    const rest = params.toString();
    // The page asked for stays (an invitation link without its client keeps its key on /auth/grant_access).
    navigate(`${location}?clt=${encodeURIComponent(client.name)}${rest ? `&${rest}` : ''}`, { replace: true });
  }, [client, search, location, navigate]);

  // A different client is a different branding actor.
  return (
    <AuthBranding key={client.name} clientName={client.name}>
      {children}
    </AuthBranding>
  );
}
