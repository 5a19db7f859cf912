import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type LdSessionExpiry from '../../elements/session-expiry/session-expiry.component';

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
      'sl-button': ElementProps<HTMLElement, { variant?: string; size?: string; outline?: boolean; disabled?: boolean }>;
      'sl-spinner': ElementProps<HTMLElement>;
    }
  }
}
