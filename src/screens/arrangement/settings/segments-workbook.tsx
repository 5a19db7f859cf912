import { useTranslation } from 'react-i18next';
import { CATALOGUE_PATHS } from '../../../../contract/paths/catalogue';
import { downloadFile } from '../../../api/download';
import { useFileDownload } from '../../../features/download/use-file-download';

/**
 * The catalogue's active models with their segment codes as a workbook (GET /segments/activemodelssegmentcode,
 * spec 01 §7: a blob download with the success message and the download loader), beside the segments an
 * administrator includes or excludes, so the codes can be read against real models.
 */
export function SegmentsWorkbook() {
  const { t } = useTranslation('arrangementSettings');
  const { busy, download } = useFileDownload();
  return (
    <div className="arrangement-settings__segments-workbook" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <sl-button size="small" loading={busy} disabled={busy}
        onClick={() => void download((signal) => downloadFile(CATALOGUE_PATHS.segmentsWorkbook, { signal }, 'segments.xlsx'))}>
        {t('segmentsWorkbook')}
      </sl-button>
      <span style={{ color: 'var(--sl-color-neutral-700)' }}>{t('segmentsWorkbookHint')}</span>
    </div>
  );
}
