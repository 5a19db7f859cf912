import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { useAuth } from '../../features/auth/use-auth';
import { useClientSwitch } from '../../features/client-switch/use-client-switch';
import { useShell } from '../../features/shell/use-shell';
import { companyInitials } from '../../lib/text';
import { usePreferenceToggles } from '../../features/preferences/use-preference-toggles';
import { preferencesStore } from '../../stores/preferences';
import { paths } from '../paths';
import { SUPPORT_EMAIL, mailto, telLink } from '../shell/contact';
import { Flag } from '../shell/flag';
import { Icon } from '../shell/icons';
import { Dropdown, type DropdownHandle } from './dropdown';

/**
 * Spec 01 §2 profile menu behind the company initials: width toggle, dark mode (master), client name
 * with flag, settings (supervisor), bulk calculator (supervisor with the lease-system licence), the
 * client's phone and mail, release notes and help (supervisor), acting as sub-supervisor and back (master, spec 02 §6), logout.
 */
export function ProfileMenu() {
  const { t } = useTranslation('topbar');
  const access = useAccess();
  const { logout } = useAuth();
  const data = useShell().data;
  const switcher = useClientSwitch();
  const { theme, width } = useSnapshot(preferencesStore);
  const { toggleTheme, toggleWidth } = usePreferenceToggles();
  const dropdown = useRef<DropdownHandle>(null);
  const setting = data?.clientSetting;
  const user = data?.user;
  const close = () => dropdown.current?.hide();
  const userName = [user?.firstName, user?.surname].filter(Boolean).join(' ') || user?.emailAddress;
  const initials = companyInitials(setting?.displayName);

  return (
    <Dropdown
      ref={dropdown}
      // The name carries the initials the button shows (WCAG 2.5.3 label in name), after the words other code looks for.
      label={t('profile', { name: userName, initials })}
      trigger={<span className="initials initials--primary">{initials}</span>}
    >
      <div className="profile-menu">
        <p className="profile-menu__user">{userName}</p>
        <p className="profile-menu__client">
          <Flag country={setting?.countryCarData} label={t(`countries.${(setting?.countryCarData ?? 'NL').toUpperCase()}`, { defaultValue: setting?.countryCarData })} />
          <span>{setting?.displayName}</span>
        </p>
        <ul className="dropdown-panel__list" aria-label={t('profileMenu')}>
          <li>
            <button type="button" role="switch" aria-checked={width === 'fluid'} className="dropdown-panel__item" onClick={toggleWidth}>
              <Icon name="width" size={18} /> {t('fluidWidth')}
            </button>
          </li>
          {access.can('darkToggle') && (
            <li>
              <button type="button" role="switch" aria-checked={theme === 'dark'} className="dropdown-panel__item" onClick={toggleTheme}>
                <Icon name="moon" size={18} /> {t('darkMode')}
              </button>
            </li>
          )}
          {access.can('settingsMenu') && (
            <li>
              <Link href={paths.settings} className="dropdown-panel__item" onClick={close}>
                <Icon name="gear" size={18} /> {t('settings')}
              </Link>
            </li>
          )}
          {access.can('bulkCalculator') && (
            <li>
              <Link href={paths.bulkCalculator} className="dropdown-panel__item" onClick={close}>
                <Icon name="calculator" size={18} /> {t('bulkCalculator')}
              </Link>
            </li>
          )}
          {setting?.phoneNumber && (
            <li>
              <a href={telLink(setting.phoneNumber)} className="dropdown-panel__item">
                <Icon name="phone" size={18} /> {setting.phoneNumber}
              </a>
            </li>
          )}
          {setting?.email && (
            <li>
              <a href={mailto(setting.email)} className="dropdown-panel__item">
                <Icon name="mail" size={18} /> {setting.email}
              </a>
            </li>
          )}
          {(user?.role.name === 'master' || user?.isSwitchedToSubsupervisor) && (
            <li>
              <button type="button" className="dropdown-panel__item" disabled={switcher.switching}
                onClick={() => {
                  close();
                  switcher.toggleSubsupervisor();
                }}>
                <Icon name="shield" size={18} /> {t(user.isSwitchedToSubsupervisor ? 'backToMaster' : 'actAsSubsupervisor')}
              </button>
            </li>
          )}
          {access.can('releaseNotes') && (
            <li>
              <Link href={paths.releaseNotes} className="dropdown-panel__item" onClick={close}>
                <Icon name="megaphone" size={18} /> {t('releaseNotes')}
              </Link>
            </li>
          )}
          {access.can('help') && (
            <li>
              <a href={mailto(SUPPORT_EMAIL, setting?.displayName)} className="dropdown-panel__item">
                <Icon name="help" size={18} /> {t('help')}
              </a>
            </li>
          )}
          <li>
            <button type="button" className="dropdown-panel__item" onClick={logout}>
              <Icon name="logout" size={18} /> {t('logout')}
            </button>
          </li>
        </ul>
      </div>
    </Dropdown>
  );
}
