import { useTranslation } from 'react-i18next';

/**
 * The asterisk of a required field on the auth pages (plain markup: they load no Shoelace). The login
 * island draws the same mark without React (src/login-island/login-view.ts).
 */
export function RequiredMark() {
  const { t } = useTranslation('common');
  return (
    <span className="required-mark" title={t('required')} aria-hidden="true">
      *
    </span>
  );
}
