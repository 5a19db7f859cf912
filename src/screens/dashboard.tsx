import { useTranslation } from 'react-i18next';
import { useShell } from '../features/shell/use-shell';

/** `/`: the client's name and, while no arrangement is chosen, the prompt to select one. */
export default function Dashboard() {
  const { t } = useTranslation('shell');
  const { data } = useShell();
  return (
    <section className="dashboard">
      <h1 className="dashboard__title">{data?.clientSetting.displayName}</h1>
      <p className="dashboard__hint">{t('selectArrangement')}</p>
    </section>
  );
}
