import { useCallback } from 'react';
import { useAccess } from '../../features/access/use-access';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useShell } from '../../features/shell/use-shell';
import { routeGuardFailure } from '../../lib/route-guards';
import { routeByName, type RouteEntry } from '../paths';

/** May the user open this declared route now (access table and route guards)? Menus hide the rest. */
export function useRouteVisible(): (name: string) => RouteEntry | null {
  const access = useAccess();
  const arrangementType = useArrangementSelection().selected?.dataObject.type ?? null;
  const countryCarData = useShell().data?.clientSetting.countryCarData;
  return useCallback(
    (name: string) => {
      const route = routeByName(name);
      if (!route || !access.canAll(route.features)) return null;
      return routeGuardFailure(route.path, { arrangementType, countryCarData }) ? null : route;
    },
    [access, arrangementType, countryCarData],
  );
}
