import { useMemo } from 'react';
import { selectedArrangement } from '../../../machines/arrangement-selection.machine';
import { selectedContainer } from '../../../machines/container-selection.machine';
import type { OrderScope } from '../../api/orders';
import { ArrangementSelectionContext, ContainerSelectionContext } from '../../app/shell-actors';
import type { OrderSection } from './order-list-query';

export interface OrderScopeView {
  /** Null while the selection the section needs is missing. */
  scope: OrderScope | null;
  /** Which selection is missing, so the screen can say what to choose. */
  missing: 'arrangement' | 'container' | null;
}

/**
 * The orders a section shows. The contract (02 §7) asks for the order page "plus carArrangementId or
 * mobilityContainerId by section": the arrangement area its chosen arrangement's, the mobility area its container's.
 * The main section (/component/order) sends neither and shows every order in the reader's reach, arrangement and
 * container orders alike (issue 37: the home dashboard's "orders waiting for approval" counts those and links here).
 */
export function useOrderScope(section: OrderSection): OrderScopeView {
  const arrangementId = ArrangementSelectionContext.useSelector((s) => selectedArrangement(s)?.id ?? null);
  const containerId = ContainerSelectionContext.useSelector((s) => selectedContainer(s)?.id ?? null);
  return useMemo((): OrderScopeView => {
    if (section === 'mobility') {
      return containerId === null ? { scope: null, missing: 'container' } : { scope: { mobilityContainerId: containerId }, missing: null };
    }
    if (section === 'component') return { scope: {}, missing: null };
    return arrangementId === null ? { scope: null, missing: 'arrangement' } : { scope: { carArrangementId: arrangementId }, missing: null };
  }, [section, arrangementId, containerId]);
}
