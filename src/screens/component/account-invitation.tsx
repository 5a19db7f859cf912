import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendInvitation } from '../../api/accounts';
import type { Account } from '../../../contract/types/accounts';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { noticeToast } from '../../app/toasts/toast-for-error';
import { kitStyles } from '../kit/kit-styles';

/**
 * Below an account's form while its invitation is pending (no password set yet): "Send invitation again" mails a
 * new link (POST /account/invite); the link sent before stops working. The mail-sent notice says it went (8 s).
 */
export function InvitationPanel({ account }: { account: Account }) {
  const { t } = useTranslation('areas');
  const [busy, setBusy] = useState(false);
  if (!account.invitationPending) return null;

  const resend = async () => {
    setBusy(true);
    try {
      await resendInvitation(account.id);
      showToast(noticeToast('mailSent'));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section style={kitStyles.form} aria-labelledby="account-invitation-title" className="account-invitation">
      <h2 id="account-invitation-title" style={{ margin: 0, fontSize: '1.125rem' }}>{t('account.invitation.title')}</h2>
      <p style={{ margin: 0 }}>{t('account.invitation.pending', { email: account.emailAddress })}</p>
      <div style={kitStyles.actions}>
        <sl-button disabled={busy} loading={busy} onClick={() => void resend()}>{t('account.invitation.resend')}</sl-button>
      </div>
    </section>
  );
}
