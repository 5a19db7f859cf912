import { useSearch } from 'wouter';
import { useCurrentRoute } from '../../app/current-route';
import NotFound from '../../app/not-found';
import { recordIdOf } from '../../lib/record-id';
import { KitForm } from './kit-form';
import { KitLoadState } from './kit-load-state';
import { ownerIdOf, useKitRoute } from './kit-area';

/** /{arrangement|component}/<kit list path>/create and /edit?id=: the area's form (kit-form.tsx). Without a usable ?id the route gate
 * offers the list instead (app/record-choice); the kit gallery, which has no gate, shows the 404 page. */
export default function ResourceForm() {
  const route = useKitRoute();
  const search = useSearch();
  const creating = useCurrentRoute()?.variant === 'create';
  const id = creating ? null : recordIdOf(search);
  if (!route || (!creating && id === null)) return <NotFound />;
  // A new arrangement variant (container's row) needs the arrangement (container) it belongs to.
  if (creating && route.section !== 'component' && route.area.variants && ownerIdOf(route) === null) return <KitLoadState status="loading" />;
  // A new key per record: going from one record (or a new one) to another starts a fresh form.
  return <KitForm key={`${route.listPath}:${id ?? 'new'}`} route={route} id={id} />;
}
