import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { exportDrivers } from '../../../api/drivers';
import { DRIVER_LIST_SEARCH_MAX_LENGTH } from '../../../features/driver-list/driver-list-query';
import { useFileDownload } from '../../../features/download/use-file-download';
import { RecentlyDeleted } from '../../history/recently-deleted';

const styles = {
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'var(--sl-spacing-small)', marginBottom: 'var(--sl-spacing-small)' },
  search: { display: 'flex', flexDirection: 'column', gap: 'var(--sl-spacing-3x-small)', flex: '1 1 18rem', maxWidth: '28rem' },
  label: { fontSize: 'var(--sl-font-size-small)', fontWeight: 600 },
  input: {
    font: 'inherit', padding: '0.45rem 0.75rem', border: '1px solid var(--sl-input-border-color, var(--sl-color-neutral-300))',
    borderRadius: 'var(--sl-input-border-radius-medium, var(--sl-border-radius-medium))', background: 'var(--sl-input-background-color, inherit)', color: 'inherit',
  },
  create: {
    display: 'inline-flex', alignItems: 'center', padding: '0.45rem 1rem', borderRadius: 'var(--sl-border-radius-medium)',
    background: 'var(--sl-color-primary-600)', color: 'var(--sl-color-neutral-0)', textDecoration: 'none', fontWeight: 600,
  },
} satisfies Record<string, CSSProperties>;

interface Props {
  searchText: string;
  onSearch(text: string): void;
  /** The arrangement whose drivers "Export" downloads; no button without one. */
  exportArrangementId: number | null;
  /** Where "New driver" leads; no link without one. */
  createPath: string | null;
}

/**
 * Above the driver table: the name-or-e-mail search box (filters as you type, after a pause), the
 * arrangement's .xlsx export (GET /driver/export; a success toast once the browser has the file) and
 * the link to the driver form; for supervisors "Recently deleted" (issue 39: the client's deleted drivers, each
 * restorable; it hides itself once the server answers 403, as for a supervisor scoped to some arrangements).
 */
export function DriverListActions({ searchText, onSearch, exportArrangementId, createPath }: Props) {
  const { t } = useTranslation('drivers');
  const file = useFileDownload();
  const onExport = () => {
    if (exportArrangementId !== null) void file.download((signal) => exportDrivers(exportArrangementId, { signal }));
  };

  return (
    <div style={styles.bar} className="driver-list__actions">
      <label style={styles.search}>
        <span style={styles.label}>{t('search.label')}</span>
        <input
          type="search"
          className="driver-list__search"
          style={styles.input}
          value={searchText}
          maxLength={DRIVER_LIST_SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      {exportArrangementId !== null && (
        <sl-button onClick={onExport} disabled={file.busy} aria-busy={file.busy}>
          {t('export')}
        </sl-button>
      )}
      <RecentlyDeleted kind="driver" noun={t('noun')} />
      {createPath !== null && <Link href={createPath} style={styles.create}>{t('create')}</Link>}
    </div>
  );
}
