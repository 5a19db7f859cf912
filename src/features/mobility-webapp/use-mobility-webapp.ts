import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestWebAppAddress, type WebAppTarget } from '../../api/mobility-webapp';
import { LOCALES, type Locale } from '../../../contract/types/core';
import { showErrorToast } from '../../app/toasts/toast-bus';

export interface MobilityWebAppView {
  busy: boolean;
  /** Opens the external mobility web app in a new tab for what was chosen (spec 01 §7). */
  open(target: WebAppTarget): Promise<void>;
}

/**
 * The tab is opened at once, inside the click, and sent to the web app when the server has answered: a tab opened
 * after an await is a popup the browser blocks. It is cut off from this page (no opener) before it gets the address,
 * whose fragment holds the single-use hand-over code. A refusal closes the tab and shows the error catalogue's toast.
 */
export function useMobilityWebApp(): MobilityWebAppView {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const language: Locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'nl-NL';

  const open = useCallback(async (target: WebAppTarget) => {
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const address = new URL(await requestWebAppAddress(language, target), window.location.href).href;
      if (tab) {
        tab.opener = null;
        tab.location.replace(address);
      } else {
        window.open(address, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  }, [language]);

  return { busy, open };
}
