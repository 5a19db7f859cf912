/** A clock the tests move by hand: token expiry and rate-limit windows without sleeping. */
export function testClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advanceSeconds(seconds: number) {
      t += seconds * 1000;
    },
  };
}
