import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type LdSessionExpiry from '../../elements/session-expiry/session-expiry.component';
import { useSessionExpiry } from '../features/session/use-session-expiry';
import { formatCountdown } from '../lib/format';
import { useTabTitleCountdown } from './use-tab-title-countdown';

/** The element is fetched when the main layout mounts, not when the prompt must already show. */
function useSessionExpiryElement(): boolean {
  const [ready, setReady] = useState(() => customElements.get('ld-session-expiry') !== undefined);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    void import('../../elements/session-expiry/session-expiry').then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [ready]);
  return ready;
}

/** Spec section 4: the session-expiry modal (not closable by click) with mm:ss countdown. */
export function SessionExpiryPrompt() {
  const { t } = useTranslation('session');
  const session = useSessionExpiry();
  const ready = useSessionExpiryElement();
  const ref = useRef<LdSessionExpiry>(null);
  const { continueSession, logout, prompting, remainingSeconds } = session;

  useTabTitleCountdown(prompting, (title) => t('tabTitle', { time: formatCountdown(remainingSeconds), title }));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('ld-continue', continueSession);
    element.addEventListener('ld-logout', logout);
    return () => {
      element.removeEventListener('ld-continue', continueSession);
      element.removeEventListener('ld-logout', logout);
    };
  }, [prompting, ready, continueSession, logout]);

  if (!prompting || !ready) return null;
  return (
    <ld-session-expiry
      ref={ref}
      open
      remainingSeconds={remainingSeconds}
      label={t('expiryTitle')}
      message={t('expiryMessage')}
      continueLabel={t('continue')}
      logoutLabel={t('logout')}
    />
  );
}
