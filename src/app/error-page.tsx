import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { useShowErrorDetails } from './error-details';
import { paths } from './paths';

// Only a master ever sees the details: their code is not part of the login route.
const ErrorDetails = lazy(() => import('./error-details-panel'));

export interface ErrorPageProps {
  /** 404: page not found; 500: an error occurred; anything else: a generic apology (spec section 2). */
  code: number;
  /** Offered instead of a full reload when the failed work can simply be retried. */
  onRetry?: () => void;
  /** The front-end error, for the master's details. */
  error?: unknown;
}

function messageKey(code: number): string {
  if (code === 404) return 'notFound';
  if (code === 500) return 'serverError';
  return 'generic';
}

/** "Uh-Oh!" with Reload and Go to Dashboard; back-end and front-end details for the master role. */
export function ErrorPage({ code, onRetry, error }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const details = useShowErrorDetails();
  return (
    <section className="error-page">
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
      {details && (
        <Suspense fallback={null}>
          <ErrorDetails code={code} error={error} />
        </Suspense>
      )}
    </section>
  );
}
