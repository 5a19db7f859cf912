import { useTranslation } from 'react-i18next';
import '../../../../elements/spinner/spinner';
import type { DriverFormView } from '../../../features/driver-form/use-driver-form';
import { RecordNotFound } from '../../../app/record-choice/record-not-found';
import { formStyles } from './driver-form-styles';

/** What a driver screen shows until its driver is there: loading, not found (or not reachable), or failed with a retry. */
export function LoadState({ status, onRetry }: { status: Exclude<DriverFormView['status'], 'ready'>; onRetry?: () => void }) {
  const { t } = useTranslation('driverForm');
  if (status === 'loading') {
    return <p role="status" style={formStyles.page}><ld-spinner label={t('load.loading')} /> {t('load.loading')}</p>;
  }
  if (status === 'notFound') return <RecordNotFound message={t('load.notFound')} style={formStyles.page} />;
  return (
    <p role="alert" style={formStyles.page}>
      {t('load.failed')} {onRetry && <button type="button" onClick={onRetry}>{t('load.retry')}</button>}
    </p>
  );
}
