import { useTranslation } from 'react-i18next';
import '../../../elements/spinner/spinner';
import { RecordNotFound } from '../../app/record-choice/record-not-found';
import { kitStyles } from './kit-styles';

/** What a kit screen shows instead of its content: loading, not found (or out of reach), or failed with a retry. */
export function KitLoadState({ status, onRetry }: { status: 'loading' | 'notFound' | 'failed'; onRetry?: () => void }) {
  const { t } = useTranslation('kit');
  if (status === 'loading') return <p role="status" style={kitStyles.message}><ld-spinner label={t('loading')} /> {t('loading')}</p>;
  if (status === 'notFound') return <RecordNotFound message={t('notFound')} style={kitStyles.message} />;
  return (
    <p role="alert" style={kitStyles.message}>
      {t('failed')} {onRetry && <button type="button" onClick={onRetry}>{t('retry')}</button>}
    </p>
  );
}
