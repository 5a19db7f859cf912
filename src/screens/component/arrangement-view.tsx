import { useSearch } from 'wouter';
import { recordIdOf } from '../../lib/record-id';
import { ArrangementState } from '../arrangement/arrangement-state/arrangement-state';
import { KitLoadState } from '../kit/kit-load-state';

/** /component/arrangement/view?id=: any arrangement's state at a glance, opened from the arrangement list. */
export default function ArrangementView() {
  const id = recordIdOf(useSearch());
  return id !== null ? <ArrangementState id={id} /> : <KitLoadState status="notFound" />;
}
