import { useSearch } from 'wouter';
import { ArrangementState } from '../arrangement/arrangement-state/arrangement-state';
import { KitLoadState } from '../kit/kit-load-state';

/** /component/arrangement/view?id=: any arrangement's state at a glance, opened from the arrangement list. */
export default function ArrangementView() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? <ArrangementState id={id} /> : <KitLoadState status="notFound" />;
}
