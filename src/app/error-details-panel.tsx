import { useTranslation } from 'react-i18next';
import { lastFailedRequest } from './http-activity';

function describe(error: unknown): string | null {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}`;
  if (error === undefined || error === null) return null;
  return String(error);
}

/** The master's error details (spec 01 §2, §6): the last failed API call and the front-end error. */
export default function ErrorDetailsPanel({ code, error }: { code: number; error: unknown }) {
  const { t } = useTranslation('shell');
  const request = lastFailedRequest();
  const frontEnd = describe(error) ?? (code === 404 ? `${t('errorDetails.route')}: ${location.pathname}${location.search}` : null);
  return (
    <details className="error-page__details">
      <summary>{t('errorDetails.title')}</summary>
      <h2>{t('errorDetails.backEnd')}</h2>
      <pre>{request ? `${request.method} ${request.url} → ${request.status ?? t('errorDetails.noAnswer')} (${request.at})` : t('errorDetails.none')}</pre>
      <h2>{t('errorDetails.frontEnd')}</h2>
      <pre>{frontEnd ?? t('errorDetails.none')}</pre>
    </details>
  );
}
