import { useTranslation } from 'react-i18next';
import { useSelectionDialog, type SelectionKind } from './selection-context';
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
