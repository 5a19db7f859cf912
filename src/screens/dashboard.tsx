import { useTranslation } from 'react-i18next';
import { useAccess } from '../features/access/use-access';
import { useArrangementSelection } from '../features/arrangement-selection/use-arrangement-selection';

/** `/`: the page header shows the client's name; while no arrangement is chosen, the prompt to select one. */
export default function Dashboard() {
  const { t } = useTranslation('shell');
  const { selected, loading } = useArrangementSelection();
  const chooses = useAccess().can('arrangementMenu');
  return (
    <section className="dashboard">
      {chooses && !selected && !loading && <p className="dashboard__hint">{t('selectArrangement')}</p>}
    </section>
  );
}
