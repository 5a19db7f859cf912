import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type LdModal from '../../elements/modal/modal.component';
import type LdSessionExpiry from '../../elements/session-expiry/session-expiry.component';
import type LdSubNav from '../../elements/sub-nav/sub-nav.component';

type ElementProps<T extends HTMLElement, P = object> = DetailedHTMLProps<HTMLAttributes<T>, T> & P;

/** JSX types for the custom elements React renders (React 19 sets known properties directly). */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'ld-session-expiry': ElementProps<
        LdSessionExpiry,
        Partial<Pick<LdSessionExpiry, 'open' | 'remainingSeconds' | 'label' | 'message' | 'continueLabel' | 'logoutLabel'>>
      >;
      'ld-modal': ElementProps<HTMLElement, Partial<Pick<LdModal, 'open' | 'label' | 'noCloseOnOverlay'>>>;
      'ld-sub-nav': ElementProps<LdSubNav, Partial<Pick<LdSubNav, 'routes' | 'current' | 'showCreate' | 'createLabel' | 'label'>>>;
      'sl-button': ElementProps<HTMLElement, { variant?: string; size?: string; outline?: boolean; disabled?: boolean; loading?: boolean; type?: 'button' | 'submit' | 'reset' }>;
      'sl-spinner': ElementProps<HTMLElement>;
      'sl-dropdown': ElementProps<HTMLElement, { placement?: string; distance?: number }>;
    }
  }
}
