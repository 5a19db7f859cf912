import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useUnseenReleaseNotes } from '../../features/release-notes/use-release-notes';
import { paths } from '../paths';
import { Icon } from '../shell/icons';

/**
 * The top bar's release-notes icon (spec 01 §2, supervisor), with a badge counting the notes this user has not opened
 * yet; it clears once /tools/release-notes has shown them. The name says the count the badge shows, so what a user sees
 * is part of what a screen reader or voice control calls the link (WCAG 2.5.3; axe's label-content-name-mismatch).
 */
export function ReleaseNotesLink() {
  const { t } = useTranslation('topbar');
  const unseen = useUnseenReleaseNotes() ?? 0;
  const shown = unseen > 99 ? '99+' : String(unseen);
  const name = unseen > 0 ? t('releaseNotesWithUnseen', { shown }) : t('releaseNotes');
  return (
    <Link href={paths.releaseNotes} className="top-bar__button top-bar__release" aria-label={name} title={name}>
      <Icon name="megaphone" />
      {unseen > 0 && <span className="top-bar__badge" aria-hidden="true">{shown}</span>}
    </Link>
  );
}
