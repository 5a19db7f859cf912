import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../elements/delete-dialog/delete-dialog';
import { ATTACHMENT_NOT_UPLOADED, type Attachment, type PanelAttachmentCalls, type WithAttachments } from '../../api/attachments';
import { httpStatus } from '../../api/errors';
import { downloadFile } from '../../api/download';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { TOAST_MS } from '../../app/toasts/toast-for-error';
import { useFileDownload } from '../../features/download/use-file-download';
import { kitStyles } from './kit-styles';
import { BLOB_PATHS } from '../../../contract/paths/blob';

/** What the server takes (server/plugins/uploads.ts DOCUMENT_KINDS, checked by content there); the picker offers the same. */
const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
/** How the server refuses the file itself (server/plugins/uploads.ts): 400 empty or unnamed, 413 too large, 415 not an allowed type. */
const REFUSED_FILE = new Set([400, 413, 415]);

export interface AttachmentsPanelProps<Row extends WithAttachments> {
  record: Row;
  calls: PanelAttachmentCalls<Row>;
  /** The section's class (`oc-attachments`, `category-attachments`), so a page or test can tell panels apart. */
  className: string;
  /** The record's version after a change that raised it (ExtraPanelProps `onVersion`). */
  onVersion?(version: number): void;
}

/**
 * The attachments of a record below its edit form (spec 02 §7: operating companies, categories): add one
 * (the server checks the content; an empty answer is 'Attachment cannot be uploaded', spec 02 §5, §8), open
 * one, remove one after the delete dialog. Attachments are their own calls, never part of the form's save.
 * Texts: the `kit` namespace's `attachments.*`.
 */
export function AttachmentsPanel<Row extends WithAttachments>({ record, calls, className, onVersion }: AttachmentsPanelProps<Row>) {
  const { t } = useTranslation('kit');
  const [attachments, setAttachments] = useState<Attachment[]>(record.attachments ?? []);
  const version = useRef(record.version);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { download } = useFileDownload();
  const titleId = `${className}-title`;

  const run = async (work: () => Promise<Row>, done: string, uploading = false) => {
    setBusy(true);
    try {
      const changed = await work();
      setAttachments(changed.attachments);
      if (changed.version !== undefined) {
        version.current = changed.version;
        onVersion?.(changed.version);
      }
      showToast({ variant: 'success', duration: TOAST_MS.success, text: t(done) });
      return true;
    } catch (error) {
      const notUploaded = error instanceof Error && error.message === ATTACHMENT_NOT_UPLOADED;
      // A file the server refuses (empty, too large, content not what its name says) fails again however
      // often it is tried: say it cannot be uploaded rather than the generic "please try again".
      showErrorToast(notUploaded || (uploading && REFUSED_FILE.has(httpStatus(error) ?? 0)) ? t('attachments.failed') : error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    const { upload } = calls;
    if (file && upload) void run(() => upload(record.id, file), 'attachments.added', true);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const attachment = removing;
    if (await run(() => calls.remove(record.id, attachment.id, { version: version.current }), 'attachments.removed')) setRemoving(null);
  };

  return (
    <section style={kitStyles.form} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} style={{ margin: 0, fontSize: '1.125rem' }}>{t('attachments.title')}</h2>
      {attachments.length === 0 ? <p style={{ margin: 0 }}>{t('attachments.empty')}</p> : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {attachments.map((attachment) => (
            <li key={attachment.id} data-attachment-id={attachment.id}>
              <button type="button" className="link-button"
                onClick={() => void download((signal) => downloadFile(BLOB_PATHS.blob, { query: { blobName: attachment.blobName }, signal }, attachment.fileName))}>
                {attachment.fileName}
              </button>{' '}
              <sl-button size="small" disabled={busy} onClick={() => setRemoving(attachment)}>{t('attachments.remove')}</sl-button>
            </li>
          ))}
        </ul>
      )}
      {calls.upload && (
        <div style={kitStyles.actions}>
          <input ref={picker} type="file" accept={ACCEPT} hidden onChange={onPick} data-field="attachment" aria-label={t('attachments.add')} />
          <sl-button disabled={busy} loading={busy} onClick={() => picker.current?.click()}>{t('attachments.add')}</sl-button>
          <span style={{ color: 'var(--sl-color-neutral-600)' }}>{t('attachments.hint')}</span>
        </div>
      )}
      <ld-delete-dialog open={removing !== null} label={t('attachments.removeTitle', { name: removing?.fileName ?? '' })}
        keepOpen busy={busy} onld-confirm={() => void confirmRemove()} onld-cancel={() => setRemoving(null)} />
    </section>
  );
}
