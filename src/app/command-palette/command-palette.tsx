import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import '../../../elements/command-palette/command-palette';
import type { PaletteGroup, PaletteItem } from '../../../elements/command-palette/command-palette';
import { useAccess } from '../../features/access/use-access';
import { useRecordSearch } from '../../features/record-search/use-record-search';
import { MENU_GROUPS, driverArea } from '../shell/menu-items';
import { useActiveItem } from '../shell/use-shell-navigation';
import { useRouteVisible } from '../shell/use-route-visible';
import { RECORD_KINDS, recordSources, type PaletteRecord } from './palette-records';
import { matchingScreens, screenChoices } from './palette-screens';

/** Screens shown for a query: the best few, above the records. */
const SCREENS_SHOWN = 8;

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/**
 * The command palette's app side (issue 39 point 4), loaded on the first Ctrl+K / ⌘K (palette-shortcut.tsx): it
 * feeds `ld-command-palette` the screens this user may open (the menus' own checks: the access table, licences,
 * route guards) and the records found by the list calls the user may make, and turns a choice into navigation.
 */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['palette', 'menu', 'routes']);
  const [query, setQuery] = useState('');
  const [, navigate] = useLocation();
  const access = useAccess();
  const visible = useRouteVisible();
  const active = useActiveItem();
  const area = driverArea(active === 'tools' ? null : active);

  const screens = useMemo(
    () => screenChoices({ groups: MENU_GROUPS, canOpenGroup: (group) => access.can(group.feature), visible, t, group: 'screens' }),
    [access, visible, t],
  );
  const sources = useMemo(() => recordSources(visible, access.can, area), [visible, access, area]);
  const search = useRecordSearch<PaletteRecord>(open ? query : '', sources);

  const records = RECORD_KINDS.flatMap((kind) =>
    (search.results[kind.key] ?? []).map((record) => ({ id: `${kind.key}:${record.id}`, label: record.label, description: record.description, group: kind.key, href: record.href })),
  );
  const items: (PaletteItem & { href: string })[] = [...matchingScreens(screens, query, SCREENS_SHOWN), ...records];
  const groups: PaletteGroup[] = [
    { id: 'screens', label: t('palette:groups.screens') },
    ...sources.map((source) => ({ id: source.key, label: t(`palette:groups.${source.key}`) })),
  ];

  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <ld-command-palette
      open={open}
      items={items}
      groups={groups}
      query={query}
      filter="none"
      loading={search.status === 'searching'}
      failed={search.failed.length > 0}
      label={t('palette:label')}
      placeholder={t('palette:placeholder')}
      emptyText={t('palette:noResults', { query: query.trim() })}
      loadingText={t('palette:searching')}
      errorText={t('palette:searchFailed')}
      onld-query-change={(event) => setQuery(event.detail.query)}
      onld-select={(event) => {
        const chosen = items.find((item) => item.id === event.detail.id);
        close();
        if (chosen) navigate(chosen.href);
      }}
      onld-close={close}
    >
      <p slot="footer">{t('palette:hint', { shortcut: isMac() ? '⌘K' : 'Ctrl+K' })}</p>
    </ld-command-palette>
  );
}
