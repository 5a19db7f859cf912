import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../../elements/delete-dialog/delete-dialog';
import '../../../../elements/post-dialog/post-dialog';
import { REJECTION_REASON_MAX_LENGTH } from '../../../../machines/order-approval.machine';
import { formatNumber } from '../../../lib/format';
import { useOrderApproval } from '../../../features/order-approval/use-order-approval';

interface Props {
  orderId: number;
  orderNumber: string;
  listPath: string;
}

/**
 * Approve and Reject for an open order (spec 02 §4, §8). Approval cannot be undone, so the post
 * dialog confirms it with its send-mail tick (spec 01 §4, §5); the tick decides whether the server
 * mails the employee or the leasing company. Rejection asks the reason in the delete
 * dialog's required-reason form (its confirm stays disabled while the reason is empty or
 * whitespace). Mount it keyed by the order id: the machine reads the order once.
 */
export function OrderDecision({ orderId, orderNumber, listPath }: Props) {
  const { t } = useTranslation('orders');
  const approval = useOrderApproval(orderId, orderNumber, listPath);
  // The dialog's reason box has no length limit; the server keeps 2,000 characters, so the
  // dialog's question is replaced by the limit (the element has no slot for a message of its own).
  const [reasonTooLong, setReasonTooLong] = useState(false);
  const submit = (reason: string) => setReasonTooLong(!approval.submitReason(reason));
  const cancel = () => {
    setReasonTooLong(false);
    approval.cancelReason();
  };
  return (
    <div className="order-view__decision" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <sl-button variant="primary" disabled={approval.busy} onClick={approval.approve}>{t('actions.approve')}</sl-button>
      <sl-button variant="danger" outline disabled={approval.busy} onClick={approval.reject}>{t('actions.reject')}</sl-button>
      {approval.busy && <span role="status">{t('decision.saving')}</span>}
      {approval.error !== null && <p role="alert" style={{ flexBasis: '100%', margin: 0, color: 'var(--sl-color-danger-700)' }}>{approval.error || t('decision.failed')}</p>}
      <ld-post-dialog
        open={approval.confirmingApproval}
        label={t('approve.title', { orderNumber })}
        message={t('approve.message')}
        confirmLabel={t('approve.confirm')}
        onld-confirm={(event) => approval.confirmApproval(event.detail.sendMail ?? true)}
        onld-cancel={approval.cancelApproval}
      />
      <ld-delete-dialog
        open={approval.askingReason}
        requireReason
        keepOpen
        label={t('reject.title', { orderNumber })}
        message={reasonTooLong ? t('reject.tooLong', { max: formatNumber(REJECTION_REASON_MAX_LENGTH) }) : t('reject.message')}
        confirmLabel={t('reject.confirm')}
        onld-confirm={(event) => submit(event.detail.reason ?? '')}
        onld-cancel={cancel}
      />
    </div>
  );
}
