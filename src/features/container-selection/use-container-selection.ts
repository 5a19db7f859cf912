import { useCallback } from 'react';
import { selectedContainer } from '../../../machines/container-selection.machine';
import type { MobilityContainer } from '../../../contract/types/mobility';
import { ContainerSelectionContext } from '../../app/shell-actors';

export interface ContainerSelectionView {
  loading: boolean;
  /** The list has been read once; a reload (after a write) keeps what is shown. */
  loaded: boolean;
  /** No container chosen: the mobility area hides its page and asks (tag needsChoice). */
  needsChoice: boolean;
  containers: MobilityContainer[];
  selected: MobilityContainer | null;
  select(id: number): void;
  /** Reads the list again (after a container, category or product was written). */
  reload(): void;
  /** Forgets the current container and reads the list again (after it was deleted). */
  clear(): void;
  /** A new container becomes the current one (after it was created). */
  created(id: number): void;
  /**
   * After a write (spec 01 §4): the containers are read again so the sidebar and dashboard follow; deleting the
   * current container ('list': the rows written are containers) forgets it.
   */
  written(rows: 'current' | 'list', change: { kind: 'created' | 'updated' | 'deleted'; id: number | null }): void;
}

/** The mobility container the mobility area works on (spec 01 §4). */
export function useContainerSelection(): ContainerSelectionView {
  const actor = ContainerSelectionContext.useActorRef();
  const loading = ContainerSelectionContext.useSelector((s) => s.hasTag('busy'));
  const needsChoice = ContainerSelectionContext.useSelector((s) => s.hasTag('needsChoice'));
  const containers = ContainerSelectionContext.useSelector((s) => s.context.containers);
  const selected = ContainerSelectionContext.useSelector(selectedContainer);
  const loaded = ContainerSelectionContext.useSelector((s) => s.context.loaded);
  const select = useCallback((id: number) => actor.send({ type: 'container.select', id }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'container.reload' }), [actor]);
  const clear = useCallback(() => actor.send({ type: 'container.clear' }), [actor]);
  const created = useCallback((id: number) => actor.send({ type: 'container.created', id }), [actor]);
  const selectedId = ContainerSelectionContext.useSelector((s) => s.context.selectedId);
  const written = useCallback<ContainerSelectionView['written']>((rows, change) => {
    const deletedCurrent = rows === 'list' && change.kind === 'deleted' && change.id === selectedId;
    actor.send({ type: deletedCurrent ? 'container.clear' : 'container.reload' });
  }, [actor, selectedId]);
  return { loading, loaded, needsChoice, containers, selected, select, reload, clear, created, written };
}
