import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { CurrentRouteContext } from '../current-route';
import { PageLoader } from '../page-loader';
import type { RouteEntry } from '../paths';
import { recordChoiceStyles } from './record-choice-styles';

type Navigate = ReturnType<typeof useLocation>[1];

/**
 * Where a pick in the list leads: a row the list opens for edit or view (`/component/driver/edit?id=7`) opens the
 * route that asked (`/arrangement/driver/view?id=7`), so a user who wanted a driver's view gets it, not the form.
 */
export function pickedAddress(to: string, list: RouteEntry, asked: RouteEntry): string {
  const row = /^(.*)\/(?:edit|view)\?id=([^&#]+)$/.exec(to);
  return row && row[1] === list.path ? `${asked.path}?id=${row[2]}` : to;
}

/**
 * A route that needs a record, opened without one: the list to pick it from, in place, with a line saying why. The
 * list (`children`, its screen behind its own gate) runs as if opened at its own address with no query, so its rows,
 * filters and pages work as they do there; every move it makes goes through the app's own (guarded) navigation, and
 * a row it opens for edit or view opens the route that asked (pickedAddress).
 */
export function ListChoice({ asked, list, children }: { asked: RouteEntry; list: RouteEntry; children: ReactNode }) {
  const { t } = useTranslation('selection');
  const [, navigate] = useLocation();
  const hook = useMemo(() => {
    const move: Navigate = (to, options) => navigate(pickedAddress(String(to), list, asked), options);
    const useListLocation = (): [string, Navigate] => [list.path, move];
    return Object.assign(useListLocation, { searchHook: () => '' });
  }, [navigate, list, asked]);
  return (
    <section className="record-choice" style={recordChoiceStyles.page}>
      <p role="status" className="record-choice__notice" style={recordChoiceStyles.notice}>{t(`record.${asked.variant === 'view' ? 'view' : 'edit'}`)}</p>
      <Router hook={hook}>
        <CurrentRouteContext.Provider value={list}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </CurrentRouteContext.Provider>
      </Router>
    </section>
  );
}
