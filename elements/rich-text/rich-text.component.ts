import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import '../spinner/spinner';
import { LocalizeController } from '../shared/localize';
import type { RichTextEditorHandle } from './rich-text.editor';
import { TOOLBAR } from './rich-text.toolbar';
import { sanitizeHtml } from './rich-text.sanitize';
import { styles } from './rich-text.styles';

/** A mail-template variable; its badge inserts `placeholderFor(variable)` at the caret. */
export interface LdRichTextVariable {
  id: number | string;
  name: string;
  prefix?: string | null;
}

export interface LdRichTextChangeDetail {
  value: string;
}

/** The placeholder a badge inserts: `{{prefix.name}}`, or `{{name}}` without a prefix. */
export function placeholderFor(variable: LdRichTextVariable): string {
  const prefix = variable.prefix?.trim();
  return `{{${prefix ? `${prefix}.` : ''}${variable.name.trim()}}}`;
}

/**
 * @summary A rich-text editor (tiptap, loaded on first use as its own chunk) with a formatting
 *   toolbar and mail-template variable badges that insert a `{{prefix.name}}` placeholder at the
 *   caret. HTML is sanitised with DOMPurify on paste, on set and on read.
 *
 * @event {CustomEvent<LdRichTextChangeDetail>} ld-change - The user changed the text (typing, paste, toolbar,
 *   a badge): `{ value }`, sanitised. Setting `value` from code emits nothing.
 *
 * @csspart base - The wrapper.
 * @csspart toolbar - The formatting toolbar.
 * @csspart toolbar-button - Each toolbar button.
 * @csspart variables - The group of variable badges.
 * @csspart variable - Each variable badge.
 * @csspart editor - The scrolling editing area (400 px high).
 * @csspart error - The message shown when the editor code cannot be loaded.
 *
 * @cssproperty --ld-rich-text-height - Height of the editing area (default 400px).
 * @cssproperty --ld-rich-text-border-color - Border colour (default `--sl-input-border-color`).
 * @cssproperty --ld-rich-text-background - Editing area background (default `--sl-input-background-color`).
 * @cssproperty --ld-rich-text-variable-background - Badge background (default `--sl-color-primary-100`).
 * @cssproperty --ld-rich-text-variable-color - Badge text colour (default `--sl-color-primary-800`).
 */
export default class LdRichText extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'dialogs');

  /** Accessible name of the editing area; empty means "Text". */
  @property() label = '';

  /** The variables offered as badges. */
  @property({ attribute: false }) variables: LdRichTextVariable[] = [];

  /** Read-only: no typing, toolbar or badges. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  @state() private loaded = false;
  @state() private failed = false;
  @query('.editor') private editorHost!: HTMLElement;

  private editor: RichTextEditorHandle | null = null;
  private pending = '';
  private resolveReady!: () => void;
  private rejectReady!: (error: unknown) => void;

  /** Resolves once the editor code has loaded and the editor is live; rejects when the code cannot load. */
  readonly ready: Promise<void> = new Promise((resolve, reject) => {
    this.resolveReady = resolve;
    this.rejectReady = reject;
  });

  /** The document as sanitised HTML ('' when empty). Setting it replaces the document and emits nothing. */
  @property({ attribute: false })
  get value(): string {
    return this.editor ? sanitizeHtml(this.editor.getHTML()) : this.pending;
  }

  set value(html: string) {
    const clean = sanitizeHtml(html);
    const old = this.value;
    this.pending = clean;
    // A host echoing back what the user just typed must not reset the caret.
    if (this.editor && clean !== old) this.editor.setHTML(clean);
    this.requestUpdate('value', old);
  }

  protected override firstUpdated(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    let createRichTextEditor: typeof import('./rich-text.editor').createRichTextEditor;
    try {
      ({ createRichTextEditor } = await import('./rich-text.editor'));
    } catch (error) {
      // A lost connection or a deploy that removed the chunk: say so instead of spinning for ever.
      this.failed = true;
      this.rejectReady(error);
      return;
    }
    if (this.editor) return;
    this.editor = createRichTextEditor({
      element: this.editorHost,
      content: this.pending,
      editable: !this.disabled,
      label: this.accessibleLabel,
      sanitize: sanitizeHtml,
      onUserChange: () => this.emitChange(),
      onStateChange: () => this.requestUpdate(),
    });
    this.loaded = true;
    this.resolveReady();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Reattached elements keep their editor; only a removed element frees it (after a tick).
    queueMicrotask(() => {
      if (!this.isConnected && this.editor) {
        this.pending = this.value;
        this.editor.destroy();
        this.editor = null;
        this.loaded = false;
      }
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && !this.editor) void this.load();
  }

  // Before render: the toolbar asks the editor what it can do, which depends on whether it is editable.
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.editor && changed.has('disabled')) this.editor.setEditable(!this.disabled);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.editor && changed.has('label')) this.editor.setLabel(this.accessibleLabel);
  }

  private get accessibleLabel(): string {
    return this.label || this.i18n.t('richText.label');
  }

  private emitChange(): void {
    this.dispatchEvent(
      new CustomEvent<LdRichTextChangeDetail>('ld-change', { detail: { value: this.value }, bubbles: true, composed: true }),
    );
  }

  private insertVariable(variable: LdRichTextVariable): void {
    if (this.disabled || !this.editor) return;
    this.editor.insertText(placeholderFor(variable));
  }

  /** Arrow keys move between toolbar buttons (one toolbar, many buttons, as WAI-ARIA suggests). */
  private handleToolbarKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('[part~="toolbar-button"]')].filter((b) => !b.disabled);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }

  /** Keeps the editor's selection while a toolbar button or badge is pressed with the mouse. */
  private keepSelection(event: MouseEvent): void {
    event.preventDefault();
  }

  private renderToolbar() {
    const editor = this.editor;
    return html`<div part="toolbar" class="toolbar" role="toolbar" aria-label=${this.i18n.t('richText.toolbar')} @keydown=${this.handleToolbarKey}>
      ${TOOLBAR.map(({ command, face }) => {
        const pressed = editor?.isActive(command) ?? false;
        const toggles = command !== 'undo' && command !== 'redo';
        return html`<button
          type="button"
          part="toolbar-button"
          class=${`tool tool-${command}`}
          data-command=${command}
          aria-label=${this.i18n.t(`richText.${command}`)}
          title=${this.i18n.t(`richText.${command}`)}
          aria-pressed=${toggles ? String(pressed) : nothing}
          ?disabled=${!editor || this.disabled || !editor.can(command)}
          @mousedown=${this.keepSelection}
          @click=${() => editor?.run(command)}
        >
          <span aria-hidden="true">${face}</span>
        </button>`;
      })}
    </div>`;
  }

  private renderVariables() {
    if (this.variables.length === 0) return nothing;
    return html`<div part="variables" class="variables" role="group" aria-label=${this.i18n.t('richText.variables')}>
      ${this.variables.map((variable) => {
        const placeholder = placeholderFor(variable);
        return html`<button
          type="button"
          part="variable"
          class="variable"
          data-id=${String(variable.id)}
          title=${this.i18n.t('richText.insertVariable', { placeholder })}
          ?disabled=${!this.loaded || this.disabled}
          @mousedown=${this.keepSelection}
          @click=${() => this.insertVariable(variable)}
        >
          ${placeholder}
        </button>`;
      })}
    </div>`;
  }

  override render() {
    return html`<div part="base" class="base">
      ${this.renderToolbar()} ${this.renderVariables()}
      <div class="frame">
        ${this.failed
          ? html`<p class="loading" part="error" role="alert">${this.i18n.t('richText.loadFailed')}</p>`
          : this.loaded
            ? nothing
            : html`<ld-spinner class="loading" label=${this.i18n.t('richText.loading')}></ld-spinner>`}
        <!-- tiptap owns this element's children; Lit renders nothing inside it. -->
        <div part="editor" class="editor"></div>
      </div>
    </div>`;
  }
}
