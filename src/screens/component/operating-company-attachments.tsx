import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../elements/delete-dialog/delete-dialog';
import { ATTACHMENT_NOT_UPLOADED, deleteOperatingCompanyAttachment, uploadOperatingCompanyAttachment } from '../../api/operating-companies';
import { httpStatus } from '../../api/errors';
import { downloadFile } from '../../api/download';
import type { OperatingCompany, OperatingCompanyAttachment } from '../../api/types';
import type { ExtraPanelProps } from '../../areas/area';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { TOAST_MS } from '../../app/toasts/toast-for-error';
import { useFileDownload } from '../../features/download/use-file-download';
import { kitStyles } from '../kit/kit-styles';

/** What the server takes (server/plugins/uploads.ts DOCUMENT_KINDS, checked by content there); the picker offers the same. */
const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
/** How the server refuses the file itself (server/plugins/uploads.ts): 400 empty or unnamed, 413 too large, 415 not an allowed type. */
const REFUSED_FILE = new Set([400, 413, 415]);

/**
 * The attachments of an operating company, below its edit form (spec 02 §7): add one (the server
 * checks the content; an empty answer is 'Attachment cannot be uploaded', spec 01 §5), open one,
 * remove one after the delete dialog. Attachments are their own calls: the form's version stays.
 */
export default function OperatingCompanyAttachments({ record }: ExtraPanelProps<OperatingCompany>) {
  const { t } = useTranslation('areas');
  const [attachments, setAttachments] = useState<OperatingCompanyAttachment[]>(record.attachments ?? []);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<OperatingCompanyAttachment | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { download } = useFileDownload();

  const run = async (work: () => Promise<OperatingCompany>, done: string, uploading = false) => {
    setBusy(true);
    try {
      setAttachments((await work()).attachments);
      showToast({ variant: 'success', duration: TOAST_MS.success, text: t(done) });
      return true;
    } catch (error) {
      const notUploaded = error instanceof Error && error.message === ATTACHMENT_NOT_UPLOADED;
      // A file the server refuses (empty, too large, content not what its name says) fails again however
      // often it is tried: say it cannot be uploaded rather than the generic "please try again".
      showErrorToast(notUploaded || (uploading && REFUSED_FILE.has(httpStatus(error) ?? 0)) ? t('operatingCompany.attachments.failed') : error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => uploadOperatingCompanyAttachment(record.id, file), 'operatingCompany.attachments.added', true);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const attachment = removing;
    if (await run(() => deleteOperatingCompanyAttachment(record.id, attachment.id), 'operatingCompany.attachments.removed')) setRemoving(null);
  };

  return (
    <section style={kitStyles.form} aria-labelledby="oc-attachments" className="oc-attachments">
      <h2 id="oc-attachments" style={{ margin: 0, fontSize: '1.125rem' }}>{t('operatingCompany.attachments.title')}</h2>
      {attachments.length === 0 ? <p style={{ margin: 0 }}>{t('operatingCompany.attachments.empty')}</p> : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {attachments.map((attachment) => (
            <li key={attachment.id} data-attachment-id={attachment.id}>
              <button type="button" className="link-button"
                onClick={() => void download((signal) => downloadFile('/blob', { query: { blobName: attachment.blobName }, signal }, attachment.fileName))}>
                {attachment.fileName}
              </button>{' '}
              <sl-button size="small" disabled={busy} onClick={() => setRemoving(attachment)}>{t('operatingCompany.attachments.remove')}</sl-button>
            </li>
          ))}
        </ul>
      )}
      <div style={kitStyles.actions}>
        <input ref={picker} type="file" accept={ACCEPT} hidden onChange={onPick} data-field="attachment" aria-label={t('operatingCompany.attachments.add')} />
        <sl-button disabled={busy} loading={busy} onClick={() => picker.current?.click()}>{t('operatingCompany.attachments.add')}</sl-button>
        <span style={{ color: 'var(--sl-color-neutral-600)' }}>{t('operatingCompany.attachments.hint')}</span>
      </div>
      <ld-delete-dialog open={removing !== null} label={t('operatingCompany.attachments.removeTitle', { name: removing?.fileName ?? '' })}
        keepOpen busy={busy} onld-confirm={() => void confirmRemove()} onld-cancel={() => setRemoving(null)} />
    </section>
  );
}
