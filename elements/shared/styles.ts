import { css } from 'lit';

/** A block element that honours the `hidden` attribute (Lit hosts ignore it unless told). */
export const blockHost = css`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }
`;

/** Read by screen readers, not shown: live-region texts and labels of icon-only controls. */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
