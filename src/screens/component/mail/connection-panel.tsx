import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailSetting } from '../../../../contract/areas/email-setting';
import { testConnection, type ConnectionTest } from '../../../api/mail';
import type { ExtraPanelProps } from '../../../areas/area';
import { showErrorToast } from '../../../app/toasts/toast-bus';
import { kitStyles } from '../../kit/kit-styles';

/**
 * Below an e-mail setting's edit form (issue 17 point 1): whether a password is stored (it is never read back),
 * and "Test connection", which asks the server to reach the setting's mail server as saved and shows what it
 * answered — the greeting, or that the test failed, the same for every cause (issue 35: no probe of the network).
 */
export default function ConnectionPanel({ record }: ExtraPanelProps<EmailSetting>) {
  const { t } = useTranslation('areas');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ConnectionTest | null>(null);
  const run = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await testConnection(record.id));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section style={kitStyles.form} aria-labelledby="mail-connection-title" className="mail-connection">
      <h2 id="mail-connection-title" style={{ margin: 0, fontSize: '1.125rem' }}>{t('mailSetting.connection.title')}</h2>
      <p style={{ margin: 0 }} data-password-stored={record.hasPassword}>
        {t(record.hasPassword ? 'mailSetting.connection.passwordStored' : 'mailSetting.connection.noPassword')}
      </p>
      <div style={kitStyles.actions}>
        <sl-button disabled={busy} loading={busy} onClick={() => void run()}>{t('mailSetting.connection.test')}</sl-button>
        <span style={{ color: 'var(--sl-color-neutral-600)' }}>{t('mailSetting.connection.hint')}</span>
      </div>
      <div role="status" aria-live="polite" className="mail-connection__result">
        {result && (
          <>
            <p style={{ margin: 0, color: result.successful ? 'var(--sl-color-success-700)' : 'var(--sl-color-danger-700)' }}>
              {t(result.successful ? 'mailSetting.connection.succeeded' : 'mailSetting.connection.failed', { host: result.host })}
            </p>
            {/* A failure's answer is the server's one sentence for any failure (or why EWS cannot work), not another server's words. */}
            {result.successful && <p style={{ margin: '0.25rem 0 0' }}>{t('mailSetting.connection.answer')}</p>}
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{result.answer}</pre>
          </>
        )}
      </div>
    </section>
  );
}
