import type { Clock } from '../../src/lib/clock';

interface Timer {
  at: number;
  fire: () => void;
}

/**
 * One time source for both sides of a machine: the `clock` input its guards read, and the clock
 * XState schedules `after` delays on. Time moves only when a test moves it, so a path that says
 * "5 s passed" means exactly that for the guards and for the timers.
 */
export class ManualClock implements Clock {
  private time: number;
  private readonly timers = new Map<number, Timer>();
  private lastId = 0;

  constructor(start: number) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fire: () => void, ms: number): number {
    this.lastId += 1;
    this.timers.set(this.lastId, { at: this.time + ms, fire });
    return this.lastId;
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number);
  }

  /** Path generation jumps between snapshots, so it sets time rather than advancing it. */
  set(time: number): void {
    this.time = time;
  }

  /** Fires due timers in time order (a timer set while firing fires too if it falls inside). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (let next = this.nextDue(end); next; next = this.nextDue(end)) {
      this.timers.delete(next[0]);
      this.time = Math.max(this.time, next[1].at);
      next[1].fire();
    }
    this.time = end;
  }

  private nextDue(end: number): [number, Timer] | undefined {
    let due: [number, Timer] | undefined;
    for (const entry of this.timers) {
      if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
    }
    return due;
  }
}
