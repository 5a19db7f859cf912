import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { trimText } from '../../lib/text';
import { groupArrangements } from './group-arrangements';
import { useModalClose } from './use-modal-close';

/**
 * change_car_arrangement (spec 01 §2): the arrangements grouped by Active / Inactive (the active
 * group open), then by type, each group sorted by label; Select makes the choice current.
 */
export function ArrangementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('selection');
  const selection = useArrangementSelection();
  const [choice, setChoice] = useState<number | null>(selection.selected?.id ?? null);
  const ref = useModalClose<HTMLElement>(onClose);
  const groups = useMemo(
    () => groupArrangements(selection.arrangements, { active: t('active'), inactive: t('inactive'), type: (type) => t(`types.${type}`) }),
    [selection.arrangements, t],
  );
  const [open, setOpen] = useState(() => new Set(groups.filter((group) => group.expanded).map((group) => group.key)));

  const toggle = (key: string, isOpen: boolean) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (isOpen) next.add(key as 'active');
      else next.delete(key as 'active');
      return next;
    });

  const choose = () => {
    if (choice === null) return;
    selection.select(choice);
    onClose();
  };

  return (
    <ld-modal ref={ref} open label={t('arrangement.title')} className="selection-dialog">
      {groups.length === 0 ? (
        <p>{t('arrangement.none')}</p>
      ) : (
        <div className="selection-groups" role="radiogroup" aria-label={t('arrangement.title')}>
          {groups.map((group) => (
            <details
              key={group.key}
              open={open.has(group.key)}
              onToggle={(event) => toggle(group.key, (event.currentTarget as HTMLDetailsElement).open)}
            >
              <summary>
                {group.label} <span className="selection-groups__count">({group.groups.reduce((n, g) => n + g.arrangements.length, 0)})</span>
              </summary>
              {group.groups.map((typeGroup) => (
                <fieldset key={typeGroup.type} className="selection-groups__type">
                  <legend>{typeGroup.label}</legend>
                  {typeGroup.arrangements.map((arrangement) => (
                    <label key={arrangement.id} className="selection-option" title={arrangement.displayName}>
                      <input
                        type="radio"
                        name="arrangement"
                        value={arrangement.id}
                        checked={choice === arrangement.id}
                        onChange={() => setChoice(arrangement.id)}
                      />
                      <span className={`status-dot status-dot--${group.key}`} aria-hidden="true" />
                      {trimText(arrangement.displayName, 40)}
                    </label>
                  ))}
                </fieldset>
              ))}
            </details>
          ))}
        </div>
      )}
      <div slot="footer" className="dialog-footer">
        <sl-button variant="primary" disabled={choice === null} onClick={choose}>
          {t('select')}
        </sl-button>
      </div>
    </ld-modal>
  );
}
