import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { nameOf, paths } from '../paths';
import { useRouteVisible } from '../shell/use-route-visible';
import { useModalClose } from './use-modal-close';

/** change_mobility_container (spec 01 §2): a dropdown of containers, Create (new container; for those who may) and Select. */
export function ContainerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('selection');
  const selection = useContainerSelection();
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<string>(String(selection.selected?.id ?? selection.containers[0]?.id ?? ''));
  const ref = useModalClose<HTMLElement>(onClose);
  const fieldId = useId();
  // Creating a container is a supervisor's (the access table's `mobilityContainers`).
  const mayCreate = useRouteVisible()(nameOf(paths.containerCreate)) !== null;

  const create = () => {
    onClose();
    navigate(paths.containerCreate);
  };
  const choose = () => {
    if (!choice) return;
    selection.select(Number(choice));
    onClose();
  };

  return (
    <ld-modal ref={ref} open label={t('container.title')} className="selection-dialog">
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('container.label')}
        </label>
        <select id={fieldId} className="select" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {selection.containers.map((container) => (
            <option key={container.id} value={container.id}>
              {container.displayName}
              {container.isActive ? '' : ` (${t('inactive')})`}
            </option>
          ))}
        </select>
      </div>
      <div slot="footer" className="dialog-footer">
        {mayCreate && <sl-button onClick={create}>{t('container.create')}</sl-button>}
        <sl-button variant="primary" disabled={!choice} onClick={choose}>
          {t('select')}
        </sl-button>
      </div>
    </ld-modal>
  );
}
