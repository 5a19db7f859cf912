import { useTranslation } from 'react-i18next';
import '../../../../elements/delete-dialog/delete-dialog';
import '../../../../elements/post-dialog/post-dialog';
import type { LdConfirmDetail } from '../../../../elements/modal/confirm-dialog.base';
import type { CarArrangement } from '../../../../contract/types/core';
import { showToast } from '../../../app/toasts/toast-bus';
import { TOAST_MS } from '../../../app/toasts/toast-for-error';
import type { DriverFormView } from '../../../features/driver-form/use-driver-form';

export type DriverDialog = 'delete' | 'mail' | null;

interface Props {
  view: DriverFormView;
  open: DriverDialog;
  arrangements: readonly CarArrangement[];
  onClose(): void;
}

/**
 * Delete (with the reset-status option and a new expiry date not before today, spec 01 §5) and send
 * mail (for chosen arrangements). Both stay open while the call runs and close when it is done.
 */
export function DriverDialogs({ view, open, arrangements, onClose }: Props) {
  const { t } = useTranslation('driverForm');
  const driver = view.driver;
  if (!driver) return null;
  const name = driver.fullName;
  const bound = new Set((driver.carArrangementCategoryBindings ?? []).map((b) => b.carArrangementId));
  const mailArrangements = arrangements.filter((a) => bound.has(a.id)).map((a) => ({ id: a.id, name: a.displayName }));

  const confirmDelete = async ({ resetStatus, expiryDate }: LdConfirmDetail) => {
    if (resetStatus && !expiryDate) {
      // The dialog allows confirming without a date; a reset needs one to say until when the driver may log in.
      showToast({ variant: 'warning', duration: TOAST_MS.requestError, text: t('reset.needsDate') });
      return;
    }
    await view.remove(resetStatus && expiryDate ? { dateExpiration: expiryDate } : null);
    onClose();
  };

  const confirmMail = async ({ sendMail, arrangementIds = [] }: LdConfirmDetail) => {
    if (sendMail) await view.sendMail(arrangementIds.map(Number));
    onClose();
  };

  return (
    <>
      <ld-delete-dialog
        open={open === 'delete'}
        label={t('delete.title', { name })}
        message={t('delete.message', { name })}
        offerResetStatus
        expiryDate={driver.dateExpiration ?? ''}
        keepOpen
        busy={view.busy}
        onld-confirm={(event) => void confirmDelete(event.detail)}
        onld-cancel={onClose}
      />
      <ld-post-dialog
        open={open === 'mail'}
        type="arrangement"
        label={t('mail.title', { name })}
        message={mailArrangements.length > 0 ? t('mail.message') : t('mail.noArrangements')}
        confirmLabel={t('mail.confirm')}
        arrangements={mailArrangements}
        keepOpen
        busy={view.busy}
        onld-confirm={(event) => void confirmMail(event.detail)}
        onld-cancel={onClose}
      />
    </>
  );
}
