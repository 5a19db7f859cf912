import { useTranslation } from 'react-i18next';

/** Plain CSS spinner: the login route must not pull in Shoelace for it. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
