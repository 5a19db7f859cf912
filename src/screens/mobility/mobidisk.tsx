import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useRouteVisible } from '../../app/shell/use-route-visible';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { formStyles as styles } from '../arrangement/driver-form/driver-form-styles';

const OFFERS = ['budgets', 'products', 'employees', 'orders'] as const;

/**
 * /mobility/features/mobidisk (spec 01 §2; the mobility group's default while the client has no containers): what the
 * mobility module offers and how to start — a supervisor creates the first container
 * (/component/mobility_container/create); anyone else is told who can.
 */
export default function Mobidisk() {
  const { t } = useTranslation('mobility');
  const visible = useRouteVisible();
  const hasContainers = useContainerSelection().containers.length > 0;
  const mayCreate = visible('component-mobility_container-create') !== null;

  return (
    <section className="mobidisk" style={styles.page}>
      <header style={styles.header}>
        <h2 style={styles.title}>{t('mobidisk.title')}</h2>
      </header>
      <p style={{ margin: 0 }}>{t('mobidisk.intro')}</p>
      <section style={styles.section} aria-labelledby="mobidisk-offers">
        <h3 id="mobidisk-offers" style={styles.title}>{t('mobidisk.offersTitle')}</h3>
        <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
          {OFFERS.map((offer) => <li key={offer}>{t(`mobidisk.offers.${offer}`)}</li>)}
        </ul>
      </section>
      <section style={styles.section} aria-labelledby="mobidisk-start">
        <h3 id="mobidisk-start" style={styles.title}>{t('mobidisk.startTitle')}</h3>
        <p style={{ margin: 0 }}>{t(mayCreate ? 'mobidisk.startSupervisor' : 'mobidisk.startOthers')}</p>
        <div style={styles.actions}>
          {mayCreate && <Link href={paths.containerCreate} className="ld-button ld-button--primary" data-action="create-container">{t('mobidisk.create')}</Link>}
          {hasContainers && <Link href={paths.mobility} className="ld-button">{t('mobidisk.toDashboard')}</Link>}
        </div>
      </section>
    </section>
  );
}
