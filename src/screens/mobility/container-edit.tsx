import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { mobilityContainerArea } from '../../areas/mobility-container';
import type { RecordChange } from '../../features/resource-form/use-resource-form';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { paths } from '../../app/paths';
import { KitForm } from '../kit/kit-form';

/**
 * /mobility/container/edit (spec 01 §2): the current container's kit form — name and active — with its logo and
 * favicon below; saved or deleted, back to the /mobility dashboard. Deleting it forgets it (spec 01 §4). The route
 * gate shows this only once a container is current.
 */
export default function ContainerEdit() {
  const { t } = useTranslation('mobility');
  const { selected, written } = useContainerSelection();
  const [, navigate] = useLocation();
  const onChanged = useCallback((change: RecordChange) => {
    // Forgetting the current container hides the mobility pages until another is chosen: leave for the
    // dashboard first, or the form would be gone before it could.
    if (change.kind === 'deleted') navigate(paths.mobility);
    written('list', change);
  }, [written, navigate]);
  if (!selected) return null;
  return (
    <KitForm key={selected.id} id={selected.id}
      route={{ area: mobilityContainerArea, section: 'mobility', listPath: paths.mobility, arrangementId: null, containerId: selected.id, onChanged, backText: t('containerEdit.back') }} />
  );
}
