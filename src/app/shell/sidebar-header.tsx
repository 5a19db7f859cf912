import { useTranslation } from 'react-i18next';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';
import { trimText } from '../../lib/text';
import { safeAssetUrl } from '../theme';
import { useSelectionDialog, type SelectionKind } from './selection-context';
import { useActiveItem } from './use-shell-navigation';
import { WholeWords } from './whole-words';

/**
 * The selected arrangement or container, whole (issue 37: readable), over up to two lines instead of
 * spec 01 §2's 20 characters; a longer name ends in an ellipsis and is the tooltip, and the accessible
 * name holds it whole.
 */
export function Selected({ kind, name, active }: { kind: SelectionKind; name: string | null; active: boolean }) {
  const { t } = useTranslation('selection');
  const dialog = useSelectionDialog();
  return (
    <button type="button" className="sidebar-header__selected" onClick={() => dialog.open(kind)} title={name ?? undefined}>
      <span className="sidebar-header__kind">{t(`${kind}.kind`)}</span>
      <span className="sidebar-header__name">
        {name && <span className={`status-dot status-dot--${active ? 'active' : 'inactive'}`} role="img" aria-label={t(active ? 'active' : 'inactive')} />}
        {name ? <WholeWords text={name} className="sidebar-header__text" /> : t(`${kind}.choose`)}
      </span>
    </button>
  );
}

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
