import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Driver } from '../../../../contract/types/drivers';
import { formStyles } from './driver-form-styles';

interface FrameProps {
  /** The stored driver (edit), null when creating: the title names it. */
  driver: Pick<Driver, 'fullName'> | null;
  busy: boolean;
  save(): Promise<void>;
  /** Where Cancel leads: the section's driver list. */
  listPath: string;
  /** Buttons beside the title (an edit's view, mail and delete). */
  headerActions?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** What follows the form (dialogs). */
  after?: ReactNode;
}

/** A driver form's page: its title, the required-fields hint, the form (Enter saves) and its Save and Cancel. */
export function DriverFormFrame({ driver, busy, save, listPath, headerActions, children, after }: FrameProps) {
  const { t } = useTranslation('driverForm');
  return (
    <section className="driver-edit" style={formStyles.page}>
      <header style={formStyles.header}>
        <h2 style={formStyles.title}>{driver ? t('title.edit', { name: driver.fullName }) : t('title.create')}</h2>
        {headerActions}
      </header>
      <p style={formStyles.hint}>{t('hints.required')}</p>
      <form noValidate style={formStyles.page} onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}>
        {children}
        <div style={formStyles.actions}>
          <sl-button variant="primary" onClick={() => void save()} disabled={busy}>
            {busy ? t('actions.saving') : t('actions.save')}
          </sl-button>
          <Link href={listPath}>{t('actions.cancel')}</Link>
        </div>
      </form>
      {after}
    </section>
  );
}
