import { useTranslation } from 'react-i18next';

/** The asterisk of a required field on the auth pages (plain markup: the login route loads no Shoelace). */
export function RequiredMark() {
  const { t } = useTranslation('common');
  return (
    <span className="required-mark" title={t('required')} aria-hidden="true">
      *
    </span>
  );
}
