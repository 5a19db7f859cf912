import { Suspense } from 'react';
import type { AreaDef } from '../../areas/area';

/** The area's notice above its list and form (areas/area.ts `notice`), when it declares one. */
export function AreaNotice({ area }: { area: AreaDef<any> }) {
  const Notice = area.notice;
  return Notice ? <Suspense fallback={null}><Notice /></Suspense> : null;
}
