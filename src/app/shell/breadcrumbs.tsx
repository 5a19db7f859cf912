import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT, nameOf, type RouteEntry } from '../paths';
import { useRouteVisible } from './use-route-visible';

/** Spec 01 §2: breadcrumbs from the route name's parts; a part links where a route of its own exists. */
export function Breadcrumbs({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('routes');
  const visible = useRouteVisible();
  const segments = route.path.split('/').filter(Boolean);
  const crumbs = segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const target = index < segments.length - 1 ? visible(nameOf(path)) : null;
    const label = t(`parts.${segment === PRODUCT ? 'productArea' : segment}`, { product: PRODUCT.toUpperCase() });
    return { path, label, href: target?.path ?? null, current: index === segments.length - 1 };
  });
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol>
        <li>
          <Link href="/">{t('parts.index')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.path} aria-current={crumb.current ? 'page' : undefined}>
            {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
