import { useTranslation } from 'react-i18next';
import { useShell } from '../../features/shell/use-shell';
import { SUPPORT_EMAIL, mailto } from './contact';
import { Icon } from './icons';

/** Spec 01 §2: without the mobility licence the menu advertises mobility containers, with a mail to support. */
export function MobilityPromotion() {
  const { t } = useTranslation('menu');
  const client = useShell().data?.clientSetting.displayName ?? '';
  return (
    <section className="promo-card" aria-labelledby="promo-card-title">
      <Icon name="mobility" size={28} />
      <h2 id="promo-card-title" className="promo-card__title">
        {t('promotion.title')}
      </h2>
      <p className="promo-card__text">{t('promotion.text')}</p>
      <a className="promo-card__link" href={mailto(SUPPORT_EMAIL, t('promotion.subject', { client }))}>
        {t('promotion.contact')}
      </a>
    </section>
  );
}
