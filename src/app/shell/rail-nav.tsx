import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT } from '../paths';
import { Icon } from './icons';
import type { MenuGroup } from './menu-items';
import { WholeWords } from './whole-words';

export interface RailEntry {
  group: MenuGroup;
  href: string;
  active: boolean;
  /** The selected arrangement's name, shown under the arrangement group. */
  detail?: string | null;
}

/**
 * The side menu as drawn (its data comes from side-menu.tsx), so a browser test can draw it in every
 * locale. Group names break only between words (issue 37); the selected arrangement is shown whole over
 * up to two lines instead of spec 01 §2's 10 characters, which cut "Leaseregeling 2026" to "Leaseregel…"
 * and so named none of the demo client's three Leaseregeling arrangements.
 */
export function RailNav({ entries }: { entries: readonly RailEntry[] }) {
  const { t } = useTranslation('menu');
  return (
    <nav className="side-menu" aria-label={t('sideMenu')}>
      <ul className="side-menu__list">
        {entries.map(({ group, href, active, detail }) => (
          <li key={group.section}>
            <Link
              href={href}
              className={`side-menu__item${active ? ' side-menu__item--active' : ''}`}
              aria-current={active ? 'true' : undefined}
              data-group={group.section}
            >
              <Icon name={group.icon} size={22} />
              <span className="side-menu__label">{t(`groups.${group.section}`, { product: PRODUCT.toUpperCase() })}</span>
              {detail && (
                <span className="side-menu__detail" title={detail}>
                  <WholeWords text={detail} className="side-menu__name" />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
