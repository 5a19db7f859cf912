import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceListMachine } from '../../../machines/resource-list.machine';
import type { ListPage, ListParams, VersionedRow } from '../../api/resource';
import type { AreaDef } from '../../areas/area';

export interface ResourceListView<Row> {
  status: 'loading' | 'ready' | 'empty' | 'failed';
  rows: Row[];
  resultCount: number;
  /** The server's message for a failed load, or null. */
  error: string | null;
  retry(): void;
  /** Reads the current page again (a record of it came back, issue 39). */
  reload(): void;
}

/**
 * One area's list through the generic resourceList machine, screen-local. `params` come from the
 * address (page, search) and the variant; a new value is a new query, and the one in flight is
 * cancelled by the machine.
 */
export function useResourceList<Row extends VersionedRow>(area: AreaDef<Row>, params: ListParams): ResourceListView<Row> {
  const machine = useMemo(
    () => resourceListMachine.provide({
      actors: { fetchPage: fromPromise<ListPage<VersionedRow>, ListParams>(({ input, signal }) => area.api.list(input, { signal })) },
    }),
    [area],
  );
  const actor = useActorRef(machine, { input: { params } });
  const key = JSON.stringify(params);
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    actor.send({ type: 'query.change', params });
    // The key stands for the params' content: a new object with the same query asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  const state = useSelector(actor, (s) => (['ready', 'empty', 'failed'] as const).find((name) => s.matches(name)) ?? 'loading');
  const rows = useSelector(actor, (s) => s.context.rows) as Row[];
  const resultCount = useSelector(actor, (s) => s.context.resultCount);
  const error = useSelector(actor, (s) => s.context.error);
  const reload = useCallback(() => actor.send({ type: 'list.reload' }), [actor]);
  return {
    status: state,
    rows,
    resultCount,
    error,
    retry: () => actor.send({ type: 'list.retry' }),
    reload,
  };
}
