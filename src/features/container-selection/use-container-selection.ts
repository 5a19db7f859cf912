import { useCallback } from 'react';
import { selectedContainer } from '../../../machines/container-selection.machine';
import type { MobilityContainer } from '../../api/types';
import { ContainerSelectionContext } from '../../app/shell-actors';

export interface ContainerSelectionView {
  loading: boolean;
  /** No container chosen: the mobility area hides its page and asks (tag needsChoice). */
  needsChoice: boolean;
  containers: MobilityContainer[];
  selected: MobilityContainer | null;
  select(id: number): void;
}

/** The mobility container the mobility area works on (spec 01 §4). */
export function useContainerSelection(): ContainerSelectionView {
  const actor = ContainerSelectionContext.useActorRef();
  const loading = ContainerSelectionContext.useSelector((s) => s.hasTag('busy'));
  const needsChoice = ContainerSelectionContext.useSelector((s) => s.hasTag('needsChoice'));
  const containers = ContainerSelectionContext.useSelector((s) => s.context.containers);
  const selected = ContainerSelectionContext.useSelector(selectedContainer);
  const select = useCallback((id: number) => actor.send({ type: 'container.select', id }), [actor]);
  return { loading, needsChoice, containers, selected, select };
}
