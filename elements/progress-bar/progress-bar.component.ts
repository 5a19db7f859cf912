import { LitElement, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import '@shoelace-style/shoelace/dist/components/progress-bar/progress-bar.js';
import { LocalizeController } from '../shared/localize';
import { styles } from './progress-bar.styles';

/** The timer functions the bar uses; tests pass a controllable clock. */
export interface LdProgressTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: LdProgressTimers = {
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Spec 01 §4: a running bar creeps up by 0–2 % per step; done jumps to 97, then 100 a second later. */
export const MAX_STEP = 2;
export const DONE_JUMP = 97;
export const DONE_DELAY_MS = 1000;
/** One step every `seconds` × 10 ms, so a 5-second job takes ~5 s to creep to 100 on average. */
export const MS_PER_SECOND_TO_RUN = 10;

/**
 * @summary A progress bar on `sl-progress-bar`. Without a `value` it simulates progress: a random
 *   0–2 % step every `seconds` × 10 ms, up to 100; when `done` is set it jumps to 97 and reaches 100
 *   one second later. With a `value` (0–100) it follows that instead. Randomness and timers can be
 *   injected (`random`, `timers`) so tests control every step.
 *
 * @csspart base - The `<sl-progress-bar>`.
 *
 * @cssproperty --ld-progress-bar-height - Track height (default 0.5rem).
 * @cssproperty --ld-progress-bar-color - Indicator colour (default `--sl-color-primary-600`, so client colours apply).
 * @cssproperty --ld-progress-bar-track-color - Track colour (default `--sl-color-neutral-200`).
 */
export default class LdProgressBar extends LitElement {
  static override styles = styles;

  private readonly i18n = new LocalizeController(this, 'dialogs');

  /** Seconds the job is expected to run; a step happens every seconds × 10 ms. */
  @property({ type: Number }) seconds = 5;

  /** The job finished: jump to 97, then 100 after one second. Setting it back to false starts over at 0. */
  @property({ type: Boolean, reflect: true }) done = false;

  /** Follow this value (0–100) instead of simulating; null (no attribute) simulates. */
  @property({ type: Number }) value: number | null = null;

  /** Accessible name; empty means "Progress". */
  @property() label = '';

  /** Shows the rounded percentage inside the bar. */
  @property({ type: Boolean, attribute: 'show-value', reflect: true }) showValue = false;

  /** Source of randomness in [0, 1) for the step size. */
  @property({ attribute: false }) random: () => number = Math.random;

  /** Timer functions (the browser's by default). */
  @property({ attribute: false }) timers: LdProgressTimers = browserTimers;

  @state() private current = 0;

  private stepTimer: unknown = null;
  private doneTimer: unknown = null;
  /** The timers the handles above came from, so a swap of `timers` clears the right ones. */
  private activeTimers: LdProgressTimers | null = null;

  /** The percentage shown now (0–100). */
  get progress(): number {
    return this.current;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.sync();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopStepping();
    this.stopDoneTimer();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('timers') && this.activeTimers && this.activeTimers !== this.timers) {
      this.stopStepping();
      this.stopDoneTimer();
    }
    // done true → false is a new run.
    if (changed.has('done') && !this.done && changed.get('done') === true) this.current = 0;
    if (changed.has('seconds')) this.stopStepping();
    this.sync();
  }

  private sync(): void {
    if (this.value !== null && this.value !== undefined && !Number.isNaN(this.value)) {
      this.stopStepping();
      this.stopDoneTimer();
      this.current = Math.min(100, Math.max(0, this.value));
      return;
    }
    if (this.done) {
      this.stopStepping();
      if (this.doneTimer === null && this.current < 100) {
        this.current = Math.max(this.current, DONE_JUMP);
        this.activeTimers = this.timers;
        this.doneTimer = this.timers.setTimeout(() => {
          this.doneTimer = null;
          this.current = 100;
        }, DONE_DELAY_MS);
      }
      return;
    }
    this.stopDoneTimer();
    if (this.stepTimer === null && this.current < 100 && this.isConnected) {
      this.activeTimers = this.timers;
      this.stepTimer = this.timers.setInterval(() => this.step(), Math.max(1, this.seconds * MS_PER_SECOND_TO_RUN));
    }
  }

  private step(): void {
    this.current = Math.min(100, this.current + this.random() * MAX_STEP);
    if (this.current >= 100) this.stopStepping();
  }

  private stopStepping(): void {
    if (this.stepTimer !== null) this.activeTimers?.clearInterval(this.stepTimer);
    this.stepTimer = null;
  }

  private stopDoneTimer(): void {
    if (this.doneTimer !== null) this.activeTimers?.clearTimeout(this.doneTimer);
    this.doneTimer = null;
  }

  override render() {
    const rounded = Math.round(this.current);
    return html`<sl-progress-bar part="base" value=${this.current} label=${this.label || this.i18n.t('progress.label')}
      >${this.showValue ? `${rounded}%` : ''}</sl-progress-bar
    >`;
  }
}
