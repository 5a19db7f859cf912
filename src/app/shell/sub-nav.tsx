import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type LdSubNav from '../../../elements/sub-nav/sub-nav.component';
import { routes, type RouteEntry } from '../paths';
import { useRouteVisible } from './use-route-visible';

const directory = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * Spec 01 §2 sub-navigation: the list routes beside this one in its folder (writing/…, mail/…,
 * car/…), without view, edit and create, and a create button when the list has a create route.
 */
export function SubNav({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('routes');
  const [location, navigate] = useLocation();
  const visible = useRouteVisible();
  const ref = useRef<LdSubNav>(null);
  const list = route.variant === 'list' ? route : routes.find((r) => r.name === route.parent);
  const folder = list && list.path.split('/').length > 3 ? directory(list.path) : null;

  const siblings = useMemo(
    () =>
      folder
        ? routes
            .filter((r) => r.variant === 'list' && directory(r.path) === folder && visible(r.name))
            .map((r) => ({ path: r.path, label: t(`parts.${r.path.split('/').pop()}`) }))
        : [],
    [folder, visible, t],
  );
  const create = route.variant === 'list' ? visible(`${route.name}-create`) : null;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const go = (event: Event) => navigate((event as CustomEvent<{ path: string }>).detail.path);
    const add = () => create && navigate(create.path);
    element.addEventListener('ld-navigate', go);
    element.addEventListener('ld-create', add);
    return () => {
      element.removeEventListener('ld-navigate', go);
      element.removeEventListener('ld-create', add);
    };
  }, [navigate, create]);

  if (siblings.length < 2 && !create) return null;
  return (
    <ld-sub-nav
      ref={ref}
      routes={siblings.length >= 2 ? siblings : []}
      current={location}
      showCreate={Boolean(create)}
      createLabel={t('create')}
      label={t('subNav')}
    />
  );
}
