import { holdTimers } from './held-timers';

/**
 * Focuses an element as a person does: long before their first key.
 *
 * ProseMirror second-guesses the first moments after a focus: for 200 ms (by Date.now) it takes a collapsed
 * caret at the very start of the document for the browser's focus default and puts its own selection back,
 * and a 20 ms timer does the same once more. Keys sent at machine speed land inside that window, so on a
 * loaded machine a test's Control+Home was undone and the text it then selected was the end of the document.
 * Here the focus is stamped at time 0 and every timer the focus starts runs at once, before any key: the
 * clock of the focus is the test's, not the machine's.
 */
export function focusSettled(target: HTMLElement): void {
  const { now } = Date;
  Date.now = () => 0;
  let runTimers: () => void;
  try {
    runTimers = holdTimers(() => target.focus());
  } finally {
    Date.now = now;
  }
  runTimers();
}
