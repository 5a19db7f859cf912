import { defineSweepPart } from './sweep/sweep-part';

// Part 1 of the write and read sweep (test/server/sweep/sweep-part.ts).
await defineSweepPart(1);
