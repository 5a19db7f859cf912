import { useTranslation } from 'react-i18next';
import { downloadBulkFile } from '../../api/bulk-run';
import type { BulkFile } from '../../../contract/types/bulk';
import { useFileDownload } from '../../features/download/use-file-download';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { kitStyles } from '../kit/kit-styles';

/** Whole kilobytes, at least 1: a workbook is never shown as 0 kB. */
function kilobytes(size: number): string {
  return formatNumber(Math.max(1, Math.round(size / 1024)));
}

/**
 * The file check (spec 01 §3, §8): the run's price workbooks, one per arrangement, each downloadable; none →
 * "No files found" with why.
 */
export function BulkFiles({ files }: { files: readonly BulkFile[] }) {
  const { t } = useTranslation('bulk');
  const { busy, download } = useFileDownload();
  return (
    <section className="bulk-run__files" aria-labelledby="bulk-files-heading" style={{ display: 'grid', gap: '0.5rem' }}>
      <h2 id="bulk-files-heading" style={{ margin: 0, fontSize: '1.125rem' }}>{t('files.heading')}</h2>
      {files.length === 0 ? (
        <div role="status">
          <p style={{ margin: 0, fontWeight: 600 }}>{t('files.none')}</p>
          <p style={{ margin: 0 }}>{t('files.noneExplanation')}</p>
        </div>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
          {files.map((file) => (
            <li key={file.fileId} style={{ ...kitStyles.actions, justifyContent: 'space-between', borderBottom: '1px solid var(--sl-color-neutral-100)', paddingBottom: '0.5rem' }}>
              <span>
                <strong>{file.displayName}</strong>{' '}
                <span style={{ color: 'var(--sl-color-neutral-700)' }}>
                  {t('files.detail', { fileName: file.fileName, size: kilobytes(file.size), createdAt: formatDate(file.createdAt, DATE_TIME_FORMAT) })}
                </span>
              </span>
              <sl-button size="small" disabled={busy} onClick={() => void download((signal) => downloadBulkFile(file, { signal }))}>
                {t('files.download', { name: file.displayName })}
              </sl-button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
