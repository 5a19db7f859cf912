import { useSearch } from 'wouter';
import { useCurrentRoute } from '../../app/current-route';
import NotFound from '../../app/not-found';
import { KitForm } from './kit-form';
import { KitLoadState } from './kit-load-state';
import { ownerIdOf, useKitRoute } from './kit-area';

/** ?id= of an edit route: a positive whole number, else none. */
function idOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /{arrangement|component}/<kit list path>/create and /edit?id=: the area's form (kit-form.tsx). Without ?id an edit route is the 404 page. */
export default function ResourceForm() {
  const route = useKitRoute();
  const search = useSearch();
  const creating = useCurrentRoute()?.variant === 'create';
  const id = creating ? null : idOf(search);
  if (!route || (!creating && id === null)) return <NotFound />;
  // A new arrangement variant (container's row) needs the arrangement (container) it belongs to.
  if (creating && route.section !== 'component' && route.area.variants && ownerIdOf(route) === null) return <KitLoadState status="loading" />;
  // A new key per record: going from one record (or a new one) to another starts a fresh form.
  return <KitForm key={`${route.listPath}:${id ?? 'new'}`} route={route} id={id} />;
}
