import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../shell/icons';
import { currentToasts, dismissToast, subscribeToasts } from './toast-bus';

/** The toast stack (top right). Errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t } = useTranslation(['toasts', 'shell']);
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <div className="toaster">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.variant}`}
          role={toast.variant === 'danger' ? 'alert' : 'status'}
          style={{ animationDuration: `${toast.duration}ms` }}
        >
          <span className="toast__text">{toast.text ?? t(`toasts:${toast.key}`, toast.values)}</span>
          {toast.action && (
            <button type="button" className="toast__action" onClick={() => {
              dismissToast(toast.id);
              toast.action?.run();
            }}>{toast.action.label}</button>
          )}
          <button type="button" className="icon-button" aria-label={t('shell:close')} onClick={() => {
            dismissToast(toast.id);
            toast.onClose?.();
          }}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
