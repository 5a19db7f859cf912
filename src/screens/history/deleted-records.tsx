import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../elements/modal/modal';
import type { HistoryKind } from '../../api/history';
import { useModalClose } from '../../app/selection/use-modal-close';
import { actorText, whenText, type Translate } from '../../features/history/history-changes';
import { useDeletedRecords } from '../../features/history/use-deleted-records';
import { KitLoadState } from '../kit/kit-load-state';
import { historyStyles } from './history-styles';

export interface DeletedRecordsProps {
  kind: HistoryKind;
  /** The thing's translated noun, for the "restored" message. */
  noun: string;
  onClose(): void;
  /** The server says this user may not see deleted records (403): the feature hides. */
  onForbidden(): void;
}

/**
 * "Recently deleted" of a kit list (issue 39 point 3), its own chunk: the kind's records deleted within the
 * retention, each with Restore; a refusal shows the server's reason under its row.
 */
export default function DeletedRecords({ kind, noun, onClose, onForbidden }: DeletedRecordsProps) {
  const { t } = useTranslation('history');
  const deleted = useDeletedRecords(kind, noun);
  const ref = useModalClose<HTMLElement>(onClose);
  const forbidden = deleted.status === 'forbidden';
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  return (
    <ld-modal ref={ref} open label={t('recentlyDeleted')} className="deleted-records">
      {deleted.status === 'loading' && <KitLoadState status="loading" />}
      {deleted.status === 'failed' && <KitLoadState status="failed" onRetry={deleted.retry} />}
      {deleted.status === 'ready' && deleted.records.length === 0 && <p role="status" style={historyStyles.message}>{t('noneDeleted')}</p>}
      {deleted.status === 'ready' && deleted.records.length > 0 && (
        <ul style={historyStyles.deletedList}>
          {deleted.records.map((record) => (
            <li key={record.id} className="deleted-record" data-id={record.id}>
              <div style={historyStyles.deletedRow}>
                <span>
                  <strong>{record.label}</strong><br />
                  <small>{t('deletedBy', { who: actorText(record.actor, t as unknown as Translate), when: whenText(record.at) })}</small>
                </span>
                <sl-button size="small" loading={deleted.restoring === record.id} disabled={deleted.restoring !== null}
                  onClick={() => deleted.restore(record)}>{t('restore')}</sl-button>
              </div>
              {record.id in deleted.refusals && (
                <p role="alert" style={historyStyles.refusal}>{deleted.refusals[record.id] ?? t('restoreFailed', { name: record.label })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div slot="footer" className="dialog-footer">
        <sl-button onClick={onClose}>{t('close')}</sl-button>
      </div>
    </ld-modal>
  );
}
