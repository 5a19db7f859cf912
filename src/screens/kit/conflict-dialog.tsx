import { useTranslation } from 'react-i18next';
import '../../../elements/modal/modal';
import { useModalClose } from '../../app/selection/use-modal-close';

interface ConflictDialogProps {
  open: boolean;
  busy: boolean;
  onReload(): void;
  onOverwrite(): void;
  onCancel(): void;
}

/**
 * A save answered 412 (issue 13 point 2): someone else saved this record meanwhile. Nothing is lost
 * whichever way: load theirs (mine discarded knowingly), save mine over theirs after a fresh read,
 * or keep editing.
 */
export function ConflictDialog({ open, busy, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation('kit');
  const ref = useModalClose<HTMLElement>(onCancel);
  return (
    <ld-modal ref={ref} open={open} label={t('conflictTitle')} noCloseOnOverlay className="kit-conflict">
      <p>{t('conflictMessage')}</p>
      <div slot="footer" className="dialog-footer">
        <sl-button disabled={busy} onClick={onCancel}>{t('conflictCancel')}</sl-button>
        <sl-button disabled={busy} onClick={onReload}>{t('conflictReload')}</sl-button>
        <sl-button variant="primary" disabled={busy} onClick={onOverwrite}>{t('conflictOverwrite')}</sl-button>
      </div>
    </ld-modal>
  );
}
