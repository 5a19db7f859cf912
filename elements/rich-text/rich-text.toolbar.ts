import { html, type TemplateResult } from 'lit';
import type { LdRichTextCommand } from './rich-text.editor';

const icon = (path: string): TemplateResult =>
  html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d=${path} fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
  </svg>`;

/** Letters for the marks; drawn icons elsewhere (their names are not their glyphs). */
export const TOOLBAR: Array<{ command: LdRichTextCommand; face: string | TemplateResult }> = [
  { command: 'bold', face: 'B' },
  { command: 'italic', face: 'I' },
  { command: 'underline', face: 'U' },
  { command: 'strike', face: 'S' },
  { command: 'bulletList', face: icon('M2.5 4h.1M2.5 8h.1M2.5 12h.1M6 4h8M6 8h8M6 12h8') },
  { command: 'orderedList', face: icon('M2 2.5h1.5v3M2 5.5h3M2 10h2.5l-2.5 3.5h3M7 4h7M7 12h7') },
  { command: 'undo', face: icon('M5 3 2 6l3 3M2.5 6H10a4 4 0 0 1 0 8H6') },
  { command: 'redo', face: icon('M11 3l3 3-3 3M13.5 6H6a4 4 0 0 0 0 8h4') },
];
