import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Shoelace's switch as React renders it (React 19 sets `checked` as a property and listens to `onsl-change`). */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'sl-switch': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        checked?: boolean;
        disabled?: boolean;
        'onsl-change'?: (event: Event) => void;
      };
    }
  }
}
