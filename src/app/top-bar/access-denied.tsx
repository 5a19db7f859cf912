import { useTranslation } from 'react-i18next';

/** Spec section 2: a user whose role may not use the application, or a page the role may not open. */
export function AccessDenied() {
  const { t } = useTranslation('shell');
  return (
    <section className="access-denied" role="alert">
      <h1>{t('accessDeniedTitle')}</h1>
      <p>{t('accessDeniedMessage')}</p>
    </section>
  );
}

/** The bar above "Access denied!" for a role that may not use the application: only logging out. */
export function AccessDeniedBar({ clientName, onLogout }: { clientName: string; onLogout: () => void }) {
  const { t } = useTranslation('common');
  return (
    <header className="top-bar">
      <span className="top-bar__client">{clientName}</span>
      <sl-button className="top-bar__end" variant="primary" size="small" outline onClick={onLogout}>
        {t('logout')}
      </sl-button>
    </header>
  );
}
