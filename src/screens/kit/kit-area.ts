import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { areaOfPath, type AreaSection } from '../../areas';
import type { AreaDef, RuleContext } from '../../areas/area';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';

export interface KitRoute {
  area: AreaDef<any>;
  section: AreaSection;
  /** The list's path (/component/faq). */
  listPath: string;
  /** The arrangement whose variant an /arrangement route shows; null elsewhere or while unknown. */
  arrangementId: number | null;
  /** What the area's rules may ask (the arrangements in reach); none in the gallery. */
  ruleContext?: RuleContext;
  /** Reads the arrangement selection's list again (after an arrangement was written); none in the gallery. */
  reloadArrangements?: () => void;
}

/** The kit area of the current address, or null when the path names none (the screen shows 404). */
export function useKitRoute(): KitRoute | null {
  const [location] = useLocation();
  const { selected, arrangements, reload } = useArrangementSelection();
  const ruleContext = useMemo<RuleContext>(() => ({
    arrangementTypeOf: (id) => arrangements.find((arrangement) => arrangement.id === id)?.dataObject.type ?? null,
  }), [arrangements]);
  const found = areaOfPath(location);
  if (!found) return null;
  const listPath = location.replace(/\/(create|edit)$/, '');
  return { ...found, listPath, arrangementId: found.section === 'arrangement' ? (selected?.id ?? null) : null, ruleContext, reloadArrangements: reload };
}
