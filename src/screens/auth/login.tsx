import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { redirectTargetAfterSignIn, rememberRedirectTarget } from '../../features/auth/redirect-target';
import { useAuth } from '../../features/auth/use-auth';
import { paths } from '../../app/paths';
import { authMessageKey } from '../../api/auth-messages';

/** The asterisk of a required field on the auth pages (plain markup: the login route loads no Shoelace). */
export function RequiredMark() {
  const { t } = useTranslation('common');
  return (
    <span className="required-mark" title={t('required')} aria-hidden="true">
      *
    </span>
  );
}

/** /auth: username and password; after sign-in the remembered safe target or the dashboard. */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const id = useId();
  const errorKey = authMessageKey(auth.error);

  // Declared before the redirect effect: on a restored session both run on mount, in this order.
  useEffect(() => rememberRedirectTarget(new URLSearchParams(search).get('redirect')), [search]);
  useEffect(() => {
    if (auth.status === 'signedIn') navigate(redirectTargetAfterSignIn(paths.dashboard), { replace: true });
  }, [auth.status, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    auth.signIn(String(form.get('username') ?? '').trim(), String(form.get('password') ?? ''));
  }

  if (auth.status !== 'signedOut') {
    return (
      <p className="login__status" role="status">
        {t('checking')}
      </p>
    );
  }

  return (
    <form className="login" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="login__title">
        {t('title')}
      </h2>
      {auth.rejected && (
        <p className="login__error" role="alert">
          {/* The inactive-account text in the user's language (spec 01 §8); other refusals in the server's words. */}
          {errorKey ? t(errorKey) : (auth.error ?? t('genericError'))}
        </p>
      )}
      {!auth.rejected && auth.tokenFailed && (
        <p className="login__notice" role="status">
          {t('tokenFailed')}
        </p>
      )}
      <label className="field" htmlFor={`${id}-username`}>
        <span className="field__label">
          {t('username')} <RequiredMark />
        </span>
        <input id={`${id}-username`} name="username" type="text" autoComplete="username" required autoFocus />
      </label>
      <label className="field" htmlFor={`${id}-password`}>
        <span className="field__label">
          {t('password')} <RequiredMark />
        </span>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="ld-button ld-button--primary login__submit" disabled={auth.submitting}>
        {auth.submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
