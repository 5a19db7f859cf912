import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { useShell } from '../../features/shell/use-shell';
import { paths } from '../paths';
import { SUPPORT_EMAIL, mailto } from './contact';
import { Flag } from './flag';
import { useSelectionDialog } from './selection-context';

/** Spec 01 §2 footer: the car-data country flag, Release (supervisor), Analyzer (master), Help mail (supervisor);
 * not in the spec: Statecharts (master, beside the analyzer; issue 6). */
export function SidebarFooter() {
  const { t } = useTranslation('menu');
  const access = useAccess();
  const setting = useShell().data?.clientSetting;
  const dialogs = useSelectionDialog();
  const country = (setting?.countryCarData ?? 'NL').toUpperCase() === 'BE' ? 'BE' : 'NL';
  return (
    <footer className="sidebar-footer">
      <Flag country={country} label={t(`countries.${country}`)} />
      {access.can('releaseLink') && (
        <Link href={paths.releaseNotes} className="sidebar-footer__link">
          {t('footer.release')}
        </Link>
      )}
      {/* Spec 01 §2: the footer's Analyzer opens the modal tool_analyzer (the page /tools/analyzer shows the same form). */}
      {access.can('analyzer') && (
        <button type="button" className="sidebar-footer__link" onClick={() => dialogs.open('analyzer')}>
          {t('footer.analyzer')}
        </button>
      )}
      {access.can('machineCharts') && (
        <Link href={paths.machines} className="sidebar-footer__link">
          {t('footer.machines')}
        </Link>
      )}
      {access.can('help') && (
        <a href={mailto(SUPPORT_EMAIL, setting?.displayName)} className="sidebar-footer__link">
          {t('footer.help')}
        </a>
      )}
    </footer>
  );
}
