import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
  }

  .base {
    display: flex;
    flex-direction: column;
    border: var(--sl-input-border-width) solid var(--ld-rich-text-border-color, var(--sl-input-border-color));
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--ld-rich-text-background, var(--sl-input-background-color));
    color: var(--sl-input-color);
    font-family: var(--sl-input-font-family);
  }

  .base:focus-within {
    border-color: var(--sl-input-border-color-focus);
    box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
  }

  .toolbar,
  .variables {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-3x-small);
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    border-bottom: 1px solid var(--ld-rich-text-border-color, var(--sl-input-border-color));
  }

  .tool {
    min-width: 2rem;
    height: 2rem;
    padding: 0 var(--sl-spacing-x-small);
    border: 1px solid transparent;
    border-radius: var(--sl-border-radius-medium);
    background: none;
    color: var(--sl-color-neutral-700);
    font: inherit;
    cursor: pointer;
  }

  .tool-bold {
    font-weight: var(--sl-font-weight-bold);
  }
  .tool-italic {
    font-style: italic;
  }
  .tool-underline {
    text-decoration: underline;
  }
  .tool-strike {
    text-decoration: line-through;
  }

  .tool:hover:not(:disabled),
  .tool[aria-pressed='true'] {
    background: var(--sl-color-primary-50);
    border-color: var(--sl-color-primary-200);
    color: var(--sl-color-primary-700);
  }

  .tool:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  .tool:focus-visible,
  .variable:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  .variable {
    padding: var(--sl-spacing-3x-small) var(--sl-spacing-x-small);
    border: none;
    border-radius: var(--sl-border-radius-pill);
    background: var(--ld-rich-text-variable-background, var(--sl-color-primary-100));
    color: var(--ld-rich-text-variable-color, var(--sl-color-primary-800));
    font-family: var(--sl-font-mono);
    font-size: var(--sl-font-size-x-small);
    cursor: pointer;
  }

  .variable:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .frame {
    position: relative;
  }

  .loading {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
  }

  .editor {
    height: var(--ld-rich-text-height, 400px);
    overflow-y: auto;
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    box-sizing: border-box;
    cursor: text;
  }

  /* ProseMirror's own rules (tiptap would inject them into document.head, outside this shadow root). */
  .ProseMirror {
    position: relative;
    min-height: 100%;
    outline: none;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }

  .ProseMirror [contenteditable='false'] {
    white-space: normal;
  }

  .ProseMirror pre {
    white-space: pre-wrap;
  }

  .ProseMirror-hideselection *::selection {
    background: transparent;
  }

  .ProseMirror-gapcursor {
    display: none;
    pointer-events: none;
    position: absolute;
  }

  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }

  .ProseMirror p {
    margin: 0 0 var(--sl-spacing-x-small);
  }

  .ProseMirror a {
    color: var(--sl-color-primary-600);
  }

  :host([disabled]) .editor {
    background: var(--sl-input-background-color-disabled);
    cursor: not-allowed;
  }
`;
