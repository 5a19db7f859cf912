import { useMemo } from 'react';
import { subscribeHttpActivity } from '../http-activity';

/** Successful writes (any method but GET) of this page so far. */
let writes = 0;
subscribeHttpActivity((activity) => {
  if (activity.type === 'end' && activity.ok && activity.method !== 'GET') writes += 1;
});

/**
 * The generation of the signed-in shell that `path` shows. Moving from screen to screen keeps the shell, its actors
 * and what they read (client setting, user, arrangements, containers, counts): re-reading and re-drawing all of it on
 * every click cost nine requests and a new shell each time. After a write the next move starts a new generation,
 * which reads them again, so what was saved shows in the menus, banners and top bar as a page load would show it.
 */
export function useShellEpoch(path: string): number {
  // Read when the address changes, not when a write lands: a saved form stays on screen until the user moves on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => writes, [path]);
}
