import { useTranslation } from 'react-i18next';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';
import { trimText } from '../../lib/text';
import { safeAssetUrl } from '../theme';
import { Selected } from './selected-name';
import { useActiveItem } from './use-shell-navigation';

/**
 * Spec 01 §2: the client logo (max 60 px high), or in the arrangement and mobility areas the
 * selected arrangement or container with its active dot (arrangement: active online for drivers;
 * container: isActive); a click opens the selection dialog.
 */
export function SidebarHeader() {
  const { t } = useTranslation('auth');
  const active = useActiveItem();
  const setting = useShell().data?.clientSetting;
  const arrangement = useArrangementSelection().selected;
  const container = useContainerSelection().selected;

  let content;
  if (active === 'arrangement') {
    content = (
      <Selected kind="arrangement" name={arrangement?.displayName ?? null} active={arrangement?.calculatorSettings.isActiveOnlineForDrivers ?? false} />
    );
  } else if (active === 'mobility') {
    content = <Selected kind="container" name={container?.displayName ?? null} active={container?.isActive ?? false} />;
  } else {
    const logo = safeAssetUrl(setting?.logoUrl);
    content = logo ? (
      <img className="sidebar-header__logo" src={logo} alt={t('logoAlt', { client: setting?.displayName })} />
    ) : (
      <span className="sidebar-header__client">{trimText(setting?.displayName)}</span>
    );
  }
  return <div className="sidebar-header">{content}</div>;
}
