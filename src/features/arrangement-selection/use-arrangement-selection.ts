import { useCallback } from 'react';
import { selectedArrangement } from '../../../machines/arrangement-selection.machine';
import type { CarArrangement } from '../../../contract/types/core';
import { ArrangementSelectionContext } from '../../app/shell-actors';

export interface ArrangementSelectionView {
  loading: boolean;
  /** No arrangement chosen: the arrangement area hides its page and asks (tag needsChoice). */
  needsChoice: boolean;
  arrangements: CarArrangement[];
  selected: CarArrangement | null;
  select(id: number): void;
  reload(): void;
}

/** The car arrangement the arrangement area works on (spec 01 §4). */
export function useArrangementSelection(): ArrangementSelectionView {
  const actor = ArrangementSelectionContext.useActorRef();
  const loading = ArrangementSelectionContext.useSelector((s) => s.hasTag('busy'));
  const needsChoice = ArrangementSelectionContext.useSelector((s) => s.hasTag('needsChoice'));
  const arrangements = ArrangementSelectionContext.useSelector((s) => s.context.arrangements);
  const selected = ArrangementSelectionContext.useSelector(selectedArrangement);
  const select = useCallback((id: number) => actor.send({ type: 'arrangement.select', id }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'arrangement.reload' }), [actor]);
  return { loading, needsChoice, arrangements, selected, select, reload };
}
