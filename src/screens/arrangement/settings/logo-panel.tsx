import { useTranslation } from 'react-i18next';
import { replaceArrangementLogo } from '../../../api/arrangement-setting';
import { type ArrangementSettings } from '../../../../contract/types/arrangement-settings';
import { imageAccept, isAcceptableImage } from '../../../api/image-upload';
import { successNotice } from '../../../app/toasts/toast-for-error';
import { ImagePanel } from '../../kit/image-panel';

/**
 * The arrangement's logo (spec 02 §3, §7): a preview, replace and remove. Its own calls, never part of the
 * form's save; the answer is the setting as stored, handed to `onChanged`.
 */
export function LogoPanel({ settings, onChanged }: { settings: ArrangementSettings; onChanged(next: ArrangementSettings): void }) {
  const { t } = useTranslation('arrangementSettings');
  return (
    <ImagePanel className="arrangement-logo" field="logo" imageUrl={settings.logoUrl} accept={imageAccept('logo')} added={successNotice('logoAdded')}
      acceptable={(file) => isAcceptableImage('logo', file)}
      texts={{
        title: t('groups.logo'), alt: t('logo.alt', { name: settings.carArrangement.displayName }), none: t('logo.none'),
        upload: t('logo.upload'), remove: t('logo.remove'), removed: t('logo.removed'), refused: t('logo.refused'), hint: t('logo.hint'),
      }}
      replace={async (file) => onChanged(await replaceArrangementLogo(settings.carArrangementId, file))} />
  );
}
