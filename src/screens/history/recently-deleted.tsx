import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../contract/access/permissions';
import type { HistoryKind } from '../../api/history';
import { lazyWithReload } from '../../app/lazy';
import { useAccess } from '../../features/access/use-access';

/** The dialog is its own chunk, loaded when first opened. */
const DeletedRecords = lazyWithReload(() => import('./deleted-records'), ['history']);

/**
 * The kit list's "Recently deleted" toolbar button (issue 39 point 3): supervisor and up (the list draws it only for
 * kinds the server keeps history of). Hidden for good on this screen once the server answers 403.
 */
export function RecentlyDeleted({ kind, noun }: { kind: HistoryKind; noun: string }) {
  const { role } = useAccess();
  const { t, ready } = useTranslation('history', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const hide = useCallback(() => {
    setForbidden(true);
    setOpen(false);
  }, []);
  if (!ready || forbidden || !hasRole(role, 'supervisor')) return null;
  return (
    <>
      <sl-button size="small" className="recently-deleted" onClick={() => setOpen(true)}>{t('recentlyDeleted')}</sl-button>
      {open && (
        <Suspense fallback={null}>
          <DeletedRecords kind={kind} noun={noun} onClose={close} onForbidden={hide} />
        </Suspense>
      )}
    </>
  );
}
