import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptOf, isAcceptableImage, replaceContainerImage, type ContainerImage, type MobilityContainerRow,
} from '../../api/mobilitycontainer';
import type { ExtraPanelProps } from '../../areas/area';
import { successNotice } from '../../app/toasts/toast-for-error';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { ImagePanel, imagePanelTexts } from '../kit/image-panel';

/**
 * A container's logo and favicon below its edit form (/component/mobility_container/edit, /mobility/container/edit):
 * replace or remove each with its own call (spec 02 §7), "Logo toegevoegd" / "Favicon toegevoegd" (§8); the
 * container list is read again so the sidebar shows what is stored.
 */
export default function ContainerImages({ record }: ExtraPanelProps<MobilityContainerRow>) {
  const { t } = useTranslation('mobility');
  const [row, setRow] = useState(record);
  const { reload } = useContainerSelection();
  const panel = (which: ContainerImage) => (
    <ImagePanel key={which} className={`container-${which}`} field={which} imageUrl={row[`${which}Url`]} accept={acceptOf(which)}
      added={successNotice(which === 'logo' ? 'logoAdded' : 'faviconAdded')} acceptable={(file) => isAcceptableImage(which, file)}
      texts={imagePanelTexts(t, `images.${which}`, row.displayName)}
      replace={async (file) => {
        setRow({ ...row, ...(await replaceContainerImage(which, row.id, file)) });
        reload();
      }} />
  );
  return <>{panel('logo')}{panel('favicon')}</>;
}
