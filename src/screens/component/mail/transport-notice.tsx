import { useTranslation } from 'react-i18next';

/**
 * Above the e-mail settings' list and form: what each kind of delivery does here, so nobody chooses EWS
 * believing it works — this server cannot deliver through EWS, and says so (issue 17 point 1).
 */
export default function TransportNotice() {
  const { t } = useTranslation('areas');
  return (
    <div className="mail-transport-notice"
      style={{ border: '1px solid var(--sl-color-neutral-300)', borderRadius: 'var(--sl-border-radius-medium)', padding: '0.75rem 1rem', background: 'var(--sl-color-neutral-50)' }}>
      <strong>{t('mailSetting.notice.title')}</strong>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        <li>{t('mailSetting.notice.smtp')}</li>
        <li><strong>{t('mailSetting.notice.ews')}</strong></li>
        <li>{t('mailSetting.notice.service')}</li>
      </ul>
    </div>
  );
}
