import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/progress-bar/progress-bar';
import type LdProgressBar from '../../elements/progress-bar/progress-bar.component';
import type { LdProgressTimers } from '../../elements/progress-bar/progress-bar.component';
import { initTestI18n } from './support/i18n';

/** A clock the test moves by hand: intervals and timeouts run only inside advance(). */
class ManualClock implements LdProgressTimers {
  now = 0;
  private nextId = 1;
  private readonly jobs = new Map<number, { at: number; every: number | null; run: () => void }>();
  intervals: number[] = [];

  setInterval(run: () => void, ms: number): number {
    const id = this.nextId++;
    this.intervals.push(ms);
    this.jobs.set(id, { at: this.now + ms, every: ms, run });
    return id;
  }
  clearInterval(id: unknown): void {
    this.jobs.delete(id as number);
  }
  setTimeout(run: () => void, ms: number): number {
    const id = this.nextId++;
    this.jobs.set(id, { at: this.now + ms, every: null, run });
    return id;
  }
  clearTimeout(id: unknown): void {
    this.jobs.delete(id as number);
  }
  get pending(): number {
    return this.jobs.size;
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.jobs.entries()].filter(([, job]) => job.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, job] = due;
      this.now = job.at;
      if (job.every === null) this.jobs.delete(id);
      else job.at += job.every;
      job.run();
    }
    this.now = end;
  }
}

/** A bar on the manual clock; the properties are set before it connects, so no real timer ever starts. */
async function bar(clock: ManualClock, random: () => number, attrs: { seconds?: number; value?: number; label?: string; showValue?: boolean } = {}) {
  const el = await fixture<LdProgressBar>(
    html`<ld-progress-bar
      .timers=${clock}
      .random=${random}
      seconds=${attrs.seconds ?? 5}
      .value=${attrs.value ?? null}
      label=${attrs.label ?? ''}
      ?show-value=${attrs.showValue ?? false}
    ></ld-progress-bar>`,
  );
  await el.updateComplete;
  return el;
}

const shown = (el: LdProgressBar) => (el.shadowRoot!.querySelector('sl-progress-bar') as HTMLElement & { value: number }).value;

describe('<ld-progress-bar>', () => {
  before(() => initTestI18n(['dialogs']));

  it('should step every seconds × 10 ms by random × 2 percent', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 0.5);
    expect(clock.intervals).to.deep.equal([50]);
    expect(el.progress).to.equal(0);
    clock.advance(49);
    expect(el.progress).to.equal(0);
    clock.advance(1);
    expect(el.progress).to.equal(1);
    clock.advance(100);
    expect(el.progress).to.equal(3);
    await el.updateComplete;
    expect(shown(el)).to.equal(3);
  });

  it('should take steps between 0 and 2 percent from the injected randomness', async () => {
    const clock = new ManualClock();
    const values = [0, 0.999, 0.25];
    const el = await bar(clock, () => values.shift() ?? 0);
    clock.advance(50);
    expect(el.progress).to.equal(0);
    clock.advance(50);
    expect(el.progress).to.be.closeTo(1.998, 1e-9);
    clock.advance(50);
    expect(el.progress).to.be.closeTo(2.498, 1e-9);
  });

  it('should use the seconds to run for the interval', async () => {
    const clock = new ManualClock();
    await bar(clock, () => 1, { seconds: 30 });
    expect(clock.intervals).to.deep.equal([300]);
  });

  it('should stop at 100 and clear its timer', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 1);
    clock.advance(50 * 49);
    expect(el.progress).to.equal(98);
    clock.advance(50);
    expect(el.progress).to.equal(100);
    expect(clock.pending).to.equal(0);
    clock.advance(5000);
    expect(el.progress).to.equal(100);
  });

  it('should jump to 97 when done, then to 100 after one second', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 0.5);
    clock.advance(500);
    expect(el.progress).to.equal(10);
    el.done = true;
    await el.updateComplete;
    expect(el.progress).to.equal(97);
    expect(shown(el)).to.equal(97);
    clock.advance(999);
    expect(el.progress).to.equal(97);
    clock.advance(1);
    expect(el.progress).to.equal(100);
    await el.updateComplete;
    expect(shown(el)).to.equal(100);
    expect(clock.pending).to.equal(0);
  });

  it('should start over at 0 when done is cleared for a new run', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 0.5);
    el.done = true;
    await el.updateComplete;
    clock.advance(1000);
    el.done = false;
    await el.updateComplete;
    expect(el.progress).to.equal(0);
    clock.advance(50);
    expect(el.progress).to.equal(1);
  });

  it('should follow an input value instead of stepping', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 1, { value: 40 });
    expect(el.progress).to.equal(40);
    expect(clock.pending).to.equal(0);
    clock.advance(1000);
    expect(el.progress).to.equal(40);
    el.value = 75;
    await el.updateComplete;
    expect(shown(el)).to.equal(75);
    el.value = 140;
    await el.updateComplete;
    expect(el.progress).to.equal(100);
    el.value = -5;
    await el.updateComplete;
    expect(el.progress).to.equal(0);
  });

  it('should stop its timers when removed', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 1);
    expect(clock.pending).to.equal(1);
    el.remove();
    expect(clock.pending).to.equal(0);
  });

  it('should show the percentage with show-value and use its label', async () => {
    const clock = new ManualClock();
    const el = await bar(clock, () => 1, { value: 33.4, showValue: true, label: 'Import' });
    const inner = el.shadowRoot!.querySelector('sl-progress-bar')!;
    expect(inner.textContent!.trim()).to.equal('33%');
    expect(inner.getAttribute('label')).to.equal('Import');
  });

  it('should run on real timers by default', async () => {
    const el = await fixture<LdProgressBar>(html`<ld-progress-bar seconds="0.1"></ld-progress-bar>`);
    el.random = () => 1;
    // The real clock is what is under test here: wait for its first tick, not for a guessed time.
    await waitUntil(() => el.progress > 0, 'the bar never moved on real timers', { timeout: 5_000 });
    expect(el.progress).to.be.greaterThan(0);
  });

  it('should read a value attribute', async () => {
    const el = await fixture<LdProgressBar>(html`<ld-progress-bar value="40"></ld-progress-bar>`);
    expect(el.value).to.equal(40);
    expect(el.progress).to.equal(40);
  });

  it('should be accessible', async () => {
    const el = await fixture<LdProgressBar>(html`<ld-progress-bar value="50"></ld-progress-bar>`);
    const inner = el.shadowRoot!.querySelector('sl-progress-bar')!;
    expect(inner.getAttribute('label')).to.equal('Progress');
    await expect(el).to.be.accessible();
  });
});
