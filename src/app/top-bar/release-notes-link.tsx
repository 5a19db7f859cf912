import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useUnseenReleaseNotes } from '../../features/release-notes/use-release-notes';
import { paths } from '../paths';
import { Icon } from '../shell/icons';

const UNSEEN_ID = 'top-bar-release-notes-unseen';

/**
 * The top bar's release-notes icon (spec 01 §2, supervisor), with a badge counting the notes this user has not opened
 * yet; it clears once /tools/release-notes has shown them. The link keeps its name; the count is its description.
 */
export function ReleaseNotesLink() {
  const { t } = useTranslation('topbar');
  const unseen = useUnseenReleaseNotes() ?? 0;
  return (
    <Link href={paths.releaseNotes} className="top-bar__button top-bar__release" aria-label={t('releaseNotes')} title={t('releaseNotes')}
      aria-describedby={unseen > 0 ? UNSEEN_ID : undefined}>
      <Icon name="megaphone" />
      {unseen > 0 && (
        <>
          <span className="top-bar__badge" aria-hidden="true">{unseen > 99 ? '99+' : unseen}</span>
          <span id={UNSEEN_ID} hidden>{t('releaseNotesUnseen', { count: unseen })}</span>
        </>
      )}
    </Link>
  );
}
