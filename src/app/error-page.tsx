import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { paths } from './paths';

export interface ErrorPageProps {
  /** 404: page not found; 500: an error occurred; anything else: a generic apology (spec section 2). */
  code: number;
  /** Offered instead of a full reload when the failed work can simply be retried. */
  onRetry?: () => void;
}

function messageKey(code: number): string {
  if (code === 404) return 'notFound';
  if (code === 500) return 'serverError';
  return 'generic';
}

/**
 * "Uh-Oh!" with Reload and Go to Dashboard. Error details for the master role are not shown yet:
 * this page renders before (or without) the user being known.
 */
export function ErrorPage({ code, onRetry }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <main className="error-page">
      <h1 className="error-page__title">{t('title')}</h1>
      <p className="error-page__code">{t('code', { code })}</p>
      <p className="error-page__message">{t(messageKey(code))}</p>
      <div className="error-page__actions">
        <button type="button" className="ld-button" onClick={onRetry ?? (() => location.reload())}>
          {t('reload')}
        </button>
        <button type="button" className="ld-button ld-button--primary" onClick={() => navigate(paths.dashboard)}>
          {t('goToDashboard')}
        </button>
      </div>
    </main>
  );
}
