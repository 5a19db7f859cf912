import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { authMessageKey } from '../../api/auth-messages';
import { PASSWORD_LENGTH } from '../../api/invitation';
import { useGrantAccess } from '../../features/grant-access/use-grant-access';
import { loginPath } from '../../app/actors';
import { paths } from '../../app/paths';
import { RequiredMark } from './required-mark';

/**
 * /auth/grant_access?clt={client}&key={key}: the link of an invitation mail (issue 18). The key is checked, the
 * invited address shown, a password chosen twice (at least 10 characters); the server sets it and answers a token,
 * and the account lands signed in on /. A spent or expired link says so (spec 01 §8) and leads to the sign-in page.
 */
export default function GrantAccessScreen() {
  const { t } = useTranslation(['invitation', 'auth', 'common']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const id = useId();
  const grant = useGrantAccess(new URLSearchParams(search).get('key') ?? '');

  useEffect(() => {
    if (grant.status === 'granted') navigate(paths.dashboard, { replace: true });
  }, [grant.status, navigate]);

  if (grant.status === 'checking' || grant.status === 'granted') {
    return <p className="login__status" role="status">{t('checking')}</p>;
  }
  const errorKey = authMessageKey(grant.error);
  const serverWords = errorKey ? t(errorKey) : grant.error;
  if (grant.status === 'invalid' || grant.status === 'refused') {
    return (
      <section className="login" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="login__title">{t('title')}</h2>
        <p className="login__error" role="alert">{grant.status === 'invalid' ? t('invitation:verificationFailed') : (serverWords ?? t('auth:genericError'))}</p>
        {/* A page load, not an in-app link: /auth is the login island (src/main.tsx). */}
        <a href={loginPath()}>{t('toSignIn')}</a>
      </section>
    );
  }
  if (grant.status === 'checkFailed') {
    return (
      <section className="login" role="alert">
        <p className="login__error">{t('checkFailed')}</p>
        <button type="button" className="ld-button" onClick={grant.retry}>{t('common:retry')}</button>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    grant.submit(String(form.get('password') ?? ''), String(form.get('repeat') ?? ''));
  };
  const refusal = grant.problem ? t(`problems.${grant.problem}`, PASSWORD_LENGTH) : serverWords;

  return (
    <form className="login" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="login__title">{t('title')}</h2>
      <p className="login__notice">{t('intro', { email: grant.invitation?.emailAddress ?? '' })}</p>
      {refusal && <p className="login__error" role="alert">{refusal}</p>}
      <label className="field" htmlFor={`${id}-email`}>
        <span className="field__label">{t('email')}</span>
        <input id={`${id}-email`} name="username" type="email" autoComplete="username" value={grant.invitation?.emailAddress ?? ''} readOnly />
      </label>
      <label className="field" htmlFor={`${id}-password`}>
        <span className="field__label">{t('password')} <RequiredMark /></span>
        <input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max} aria-describedby={`${id}-hint`} autoFocus />
      </label>
      <p id={`${id}-hint`} className="login__notice">{t('hint', PASSWORD_LENGTH)}</p>
      <label className="field" htmlFor={`${id}-repeat`}>
        <span className="field__label">{t('repeat')} <RequiredMark /></span>
        <input id={`${id}-repeat`} name="repeat" type="password" autoComplete="new-password" required maxLength={PASSWORD_LENGTH.max} />
      </label>
      <button type="submit" className="ld-button ld-button--primary login__submit" disabled={grant.status === 'submitting'}>
        {grant.status === 'submitting' ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
