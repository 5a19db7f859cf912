import type { ComponentType, ReactNode } from 'react';
import { SCREENS } from '../lazy-routes';
import type { RouteEntry } from '../paths';
import { ArrangementChoice } from './arrangement-choice';
import { ListChoice } from './list-choice';
import { recordChoiceOf } from './record-choice';

interface Props {
  route: RouteEntry;
  /** The route gate, passed in rather than imported: the gate loads this chunk lazily, and imports run one way. */
  Gate: ComponentType<{ children: ReactNode }>;
}

/**
 * A route that needs a record and whose address names none usable: the choice it offers (record-choice.ts) instead of
 * its screen. A list is shown behind a gate of its own, so it asks for what it needs (an arrangement) and is guarded as
 * when it is opened directly. A chunk of its own: most page loads never need it, and the shell's chunk has a budget.
 */
export default function RecordChoiceView({ route, Gate }: Props) {
  const choice = recordChoiceOf(route);
  if (!choice) return null;
  if (choice.kind === 'arrangement') return <ArrangementChoice path={route.path} kind={choice.arrangements} />;
  const List = SCREENS[choice.list.name]!;
  return (
    <ListChoice asked={route} list={choice.list}>
      <Gate><List /></Gate>
    </ListChoice>
  );
}
