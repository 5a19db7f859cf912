import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { areaOfPath, type AreaSection } from '../../areas';
import { areaFor, type AreaDef, type RuleContext } from '../../areas/area';
import { useAccess } from '../../features/access/use-access';
import type { Currency } from '../../../contract/types/core';
import type { RecordChange } from '../../features/resource-form/use-resource-form';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';

export interface KitRoute {
  area: AreaDef<any>;
  section: AreaSection;
  /** The list's path (/component/faq). */
  listPath: string;
  /** The arrangement whose variant an /arrangement route shows; null elsewhere or while unknown. */
  arrangementId: number | null;
  /** The current container a /mobility route shows; null (or absent) elsewhere or while unknown. */
  containerId?: number | null;
  /** What the area's rules may ask (the arrangements in reach); none in the gallery. */
  ruleContext?: RuleContext;
  /** What else shows these rows reads them again after a save or delete (the arrangement or container selection); none in the gallery. */
  onChanged?: (change: RecordChange) => void;
  /** What the way back says when it leads elsewhere than a list (the current container's form: its dashboard). */
  backText?: string;
  /** The client's currency for money columns and labels; euro when absent (the gallery). */
  currency?: Currency;
}

/** The section's current arrangement or container: what its list shows and a new row belongs to. */
export function ownerIdOf(route: Pick<KitRoute, 'section' | 'arrangementId' | 'containerId'>): number | null {
  return route.section === 'mobility' ? (route.containerId ?? null) : route.arrangementId;
}

/** The kit area of the current address, or null when the path names none (the screen shows 404). */
export function useKitRoute(): KitRoute | null {
  const [location] = useLocation();
  const { selected, arrangements, reload } = useArrangementSelection();
  const containers = useContainerSelection();
  const currency = useShell().data?.clientSetting.currency;
  const ruleContext = useMemo<RuleContext>(() => ({
    arrangementTypeOf: (id) => arrangements.find((arrangement) => arrangement.id === id)?.dataObject.type ?? null,
  }), [arrangements]);
  const { can } = useAccess();
  const path = areaOfPath(location);
  // Fields the access table does not grant this user are not part of the form (an account's products: master only).
  const area = useMemo(() => (path ? areaFor(path.area, can) : null), [path?.area, can]);
  const found = path && area ? { area, section: path.section } : null;
  const currentContainer = containers.selected?.id ?? null;
  const { written } = containers;
  const onChanged = useCallback((change: RecordChange) => {
    if (found?.area.reloadsArrangements) reload();
    if (found?.area.reloadsContainers) written(found.area.reloadsContainers, change);
  }, [found?.area, reload, written]);
  if (!found) return null;
  const listPath = location.replace(/\/(create|edit)$/, '');
  return {
    ...found, listPath, ruleContext, currency, onChanged,
    arrangementId: found.section === 'arrangement' ? (selected?.id ?? null) : null,
    containerId: found.section === 'mobility' ? currentContainer : null,
  };
}
