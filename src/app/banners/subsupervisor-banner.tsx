import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientSwitch } from '../../features/client-switch/use-client-switch';
import { useShell } from '../../features/shell/use-shell';
import { showErrorToast } from '../toasts/toast-bus';
import { Icon } from '../shell/icons';

/**
 * Spec 02 §6 "A sub-supervisor role can be switched to": while a master acts as sub-supervisor every page says so,
 * with the way back. A refused role switch (from here or the profile menu) is toasted in the server's words.
 */
export function SubsupervisorBanner() {
  const { t } = useTranslation('banners');
  const user = useShell().data?.user;
  const switcher = useClientSwitch();

  useEffect(() => {
    if (switcher.roleSwitchFailed) showErrorToast(switcher.error ?? '');
  }, [switcher.roleSwitchFailed, switcher.error]);

  if (!user?.isSwitchedToSubsupervisor) return null;
  return (
    <div className="banner banner--info subsupervisor-banner" role="status">
      <Icon name="shield" />
      <div className="banner__body">
        <span>{t('actingAsSubsupervisor', { client: user.client.displayName })}</span>
        <button type="button" className="ld-button banner__action" disabled={switcher.switching} onClick={switcher.toggleSubsupervisor}>
          {t('backToMaster')}
        </button>
      </div>
    </div>
  );
}
