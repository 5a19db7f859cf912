import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../shell/icons';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Spec 01 §4: online or offline status is tracked; offline shows a notice until the network is back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export function OfflineIndicator() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <div className="banner banner--warning offline-indicator" role="status">
      <Icon name="offline" />
      <span>{t('offline')}</span>
    </div>
  );
}
