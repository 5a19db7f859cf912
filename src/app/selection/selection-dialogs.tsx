import { Suspense, lazy, useEffect, useState } from 'react';
import { useAccess } from '../../features/access/use-access';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useCurrentRoute } from '../current-route';
import type { SelectionKind } from '../shell/selection-context';
import { ArrangementDialog } from './arrangement-dialog';
import { ContainerDialog } from './container-dialog';

/** tool_analyzer loads with its own chunk (form, machine, texts) when first opened. */
const AnalyzerDialog = lazy(() => import('../analyzer/analyzer-dialog'));

/**
 * Opens a selection dialog on request (sidebar header, hidden-page notice) and by itself when the
 * page of the arrangement or mobility area is hidden for want of a choice (tag needsChoice).
 */
export function SelectionDialogs({ requested, onClose }: { requested: SelectionKind | null; onClose: () => void }) {
  const route = useCurrentRoute();
  const access = useAccess();
  const arrangement = useArrangementSelection();
  const container = useContainerSelection();
  const [dismissed, setDismissed] = useState<SelectionKind | null>(null);

  useEffect(() => {
    if (requested) setDismissed(null);
  }, [requested]);

  const allowed = route ? access.canAll(route.features) : false;
  const autoArrangement = allowed && route?.section === 'arrangement' && arrangement.needsChoice;
  const autoContainer = allowed && route?.section === 'mobility' && container.needsChoice && container.containers.length > 0;
  const open: SelectionKind | null =
    requested ?? (autoArrangement && dismissed !== 'arrangement' ? 'arrangement' : autoContainer && dismissed !== 'container' ? 'container' : null);

  const close = () => {
    if (open) setDismissed(open);
    onClose();
  };

  if (open === 'arrangement') return <ArrangementDialog onClose={close} />;
  if (open === 'container') return <ContainerDialog onClose={close} />;
  if (open === 'analyzer') return <Suspense fallback={null}><AnalyzerDialog onClose={close} /></Suspense>;
  return null;
}
