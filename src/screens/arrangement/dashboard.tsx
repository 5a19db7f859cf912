import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { ArrangementState } from './arrangement-state/arrangement-state';

/** /arrangement: the selected arrangement's state at a glance (the area asks for a choice while none is made). */
export default function ArrangementDashboard() {
  const { selected } = useArrangementSelection();
  return selected ? <ArrangementState id={selected.id} /> : null;
}
