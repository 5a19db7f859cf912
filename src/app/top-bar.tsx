import { useTranslation } from 'react-i18next';
import type { ClientSetting, CurrentAccount } from '../api/types';

interface TopBarProps {
  clientSetting: ClientSetting;
  user: CurrentAccount;
  onLogout: () => void;
}

/** The main layout's bar: client name, who is signed in, logout. Search and switchers come later. */
export function TopBar({ clientSetting, user, onLogout }: TopBarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const name = [user.firstName, user.surname].filter(Boolean).join(' ') || user.emailAddress;
  return (
    <header className="top-bar">
      <span className="top-bar__client">{clientSetting.displayName}</span>
      <span className="top-bar__user">{t('shell:signedInAs', { name })}</span>
      <sl-button className="top-bar__logout" variant="primary" size="small" outline onClick={onLogout}>
        {t('common:logout')}
      </sl-button>
    </header>
  );
}

/** Spec section 2: a user whose role may not use the application. */
export function AccessDenied() {
  const { t } = useTranslation('shell');
  return (
    <main className="access-denied" role="alert">
      <h1>{t('accessDeniedTitle')}</h1>
      <p>{t('accessDeniedMessage')}</p>
    </main>
  );
}
