import { useTranslation } from 'react-i18next';
import type { WebAppTarget } from '../../api/mobility-webapp';
import { useAccess } from '../../features/access/use-access';
import { useMobilityWebApp } from '../../features/mobility-webapp/use-mobility-webapp';

/**
 * "Open in the mobility web app" for an arrangement, a driver or a mobility category (spec 01 §7): shown only to
 * those the mobility rule lets in, as the server asks the same. In a list each button names its row.
 */
export function MobilityWebAppButton({ target, name }: { target: WebAppTarget; name?: string }) {
  const { t } = useTranslation(['webApp', 'shell']);
  const access = useAccess();
  const webApp = useMobilityWebApp();
  if (!access.can('mobility')) return null;
  return (
    <sl-button size="small" className="mobility-webapp" loading={webApp.busy} onClick={() => void webApp.open(target)}>
      {name ? t('openFor', { name }) : t('open')}
      <span className="visually-hidden"> {t('shell:newTab')}</span>
    </sl-button>
  );
}
