import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { arrivalRedirect } from '../../lib/arrival';
import { sideMenuStore, visitSection, type ActiveItem } from '../../stores/side-menu';
import { useCurrentRoute } from '../current-route';
import { routes } from '../paths';
import { MENU_GROUPS } from './menu-items';

/** The active side-menu item (spec 01 §4): what the sidebar, the header and the driver links use. */
export function useActiveItem(): ActiveItem {
  return useSnapshot(sideMenuStore).activeItem;
}

/**
 * Keeps the active item and each group's last visited address in step with the route, and applies
 * the arrival rule (bulk, fleetmanagement with ?property&id) and the dashboard rule (a role without
 * the dashboard, i.e. bulk, opens its first menu group instead).
 */
export function useShellNavigation(): void {
  const route = useCurrentRoute();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const access = useAccess();
  const arrived = useRef(false);

  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const target = arrivalRedirect(access.role, new URLSearchParams(search));
    if (target) navigate(target, { replace: true });
  }, [access.role, navigate, search]);

  useEffect(() => {
    // An arrival (above) has its own target; sending the user home as well would overrule it.
    if (route?.name !== 'index' || access.can('dashboard') || arrivalRedirect(access.role, new URLSearchParams(search))) return;
    const home = MENU_GROUPS.filter((group) => access.can(group.feature))
      .map((group) => routes.find((r) => r.path === group.defaultPath))
      .find((r) => r && access.canAll(r.features));
    if (home) navigate(home.path, { replace: true });
  }, [route, access, navigate, search]);

  useEffect(() => {
    // A page the role may not open is not remembered as the group's last visited one.
    if (route?.section && access.canAll(route.features)) visitSection(route.section, search ? `${path}?${search}` : path);
  }, [route, path, search, access]);
}
