import { ownerIdOf, useKitRoute } from './kit-area';
import NotFound from '../../app/not-found';
import { variantFilters } from '../../features/resource-list/resource-list-query';
import { KitList } from './kit-list';
import { KitLoadState } from './kit-load-state';

/** /{arrangement|component|mobility}/<kit list path>: the area's list (kit-list.tsx) with its section's variant filter. */
export default function ResourceList() {
  const route = useKitRoute();
  if (!route) return <NotFound />;
  const filters = variantFilters(route.area, route.section, ownerIdOf(route));
  // Under /arrangement (/mobility) the arrangement (container) must be known before there is anything to ask.
  if (!filters) return <KitLoadState status="loading" />;
  return <KitList key={route.listPath} route={route} filters={filters} />;
}

