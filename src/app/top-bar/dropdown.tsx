import { forwardRef, useEffect, useImperativeHandle, useRef, type ReactNode } from 'react';

export interface DropdownHandle {
  hide(): void;
}

interface DropdownProps {
  /** The trigger button's content and accessible name. */
  trigger: ReactNode;
  label: string;
  className?: string;
  /** Called when the panel opens (e.g. to load its data or focus a field). */
  onShow?: () => void;
  children: ReactNode;
}

type SlDropdown = HTMLElement & { hide(): Promise<void> };

/**
 * A top-bar dropdown on <sl-dropdown> (positioning, Escape, outside click) with our own panel:
 * Shoelace's menu items render system icons that the app's CSP does not let load.
 */
export const Dropdown = forwardRef<DropdownHandle, DropdownProps>(function Dropdown({ trigger, label, className, onShow, children }, handle) {
  const ref = useRef<SlDropdown>(null);
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;
  useImperativeHandle(handle, () => ({ hide: () => void ref.current?.hide() }), []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (event: Event) => {
      if (event.target === element) onShowRef.current?.();
    };
    element.addEventListener('sl-show', show);
    return () => element.removeEventListener('sl-show', show);
  }, []);

  return (
    <sl-dropdown ref={ref} placement="bottom-end" distance={6} className={className}>
      <button slot="trigger" type="button" className="top-bar__button" aria-label={label} title={label}>
        {trigger}
      </button>
      <div className="dropdown-panel">{children}</div>
    </sl-dropdown>
  );
});
