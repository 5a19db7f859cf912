import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalClose } from '../selection/use-modal-close';
import { answerLeave, isLeaveRequested, subscribeLeaveRequest } from './unsaved-guard';

/** The unsaved-changes question (spec 01 §2, §8): leave (and lose the changes) or stay. */
export function LeaveDialog() {
  const { t } = useTranslation('shell');
  const open = useSyncExternalStore(subscribeLeaveRequest, isLeaveRequested);
  const ref = useModalClose<HTMLElement>(() => answerLeave(false));
  return (
    <ld-modal ref={ref} open={open} label={t('unsaved.title')} noCloseOnOverlay>
      <p>{t('unsaved.description')}</p>
      <div slot="footer" className="dialog-footer">
        <sl-button onClick={() => answerLeave(false)}>{t('unsaved.stay')}</sl-button>
        <sl-button variant="danger" onClick={() => answerLeave(true)}>
          {t('unsaved.leave')}
        </sl-button>
      </div>
    </ld-modal>
  );
}
