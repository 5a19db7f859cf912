import { aTimeout, expect, html } from '@open-wc/testing';
import { DateTime } from 'luxon';
import { type DisableMode, isDisabledDay } from '../../elements/date-picker/date-rules';
import { cell, countEvents, error, picker, type } from './support/date-picker';
import { initTestI18n } from './support/i18n';
import { loadShoelaceThemes } from './support/theme';

describe('<ld-date-picker> disable modes', () => {
  before(async () => {
    await initTestI18n(['widgets']);
    await loadShoelaceThemes();
  });

  it('should refuse a typed date its disable mode forbids', async () => {
    const el = await picker(html`<ld-date-picker label="Start" today="2024-03-15" disable="beforeToday"></ld-date-picker>`);
    const events = countEvents(el);
    await type(el, '14-03-2024');
    expect(error(el)).to.equal('This date cannot be chosen.');
    expect(events()).to.equal(0);
    await type(el, '15-03-2024');
    expect(events()).to.equal(1);
    expect(el.value).to.equal('2024-03-15');
  });

  const modes: [DisableMode, string, Record<string, boolean>][] = [
    ['beforeToday', '2024-03-15', { '2024-03-14': true, '2024-03-15': false, '2024-03-16': false }],
    ['afterToday', '2024-03-15', { '2024-03-14': false, '2024-03-15': false, '2024-03-16': true }],
    ['upToAndIncludingToday', '2024-03-15', { '2024-03-14': true, '2024-03-15': true, '2024-03-16': false }],
    ['olderThan30Days', '2024-03-31', { '2024-02-29': true, '2024-03-01': false, '2024-03-31': false, '2024-04-07': false }],
    [
      'beforeTodayOrMoreThanOneWeekAhead',
      '2024-03-15',
      { '2024-03-14': true, '2024-03-15': false, '2024-03-22': false, '2024-03-23': true },
    ],
  ];
  for (const [mode, today, expected] of modes) {
    it(`should disable the right days with disable="${mode}"`, async () => {
      const el = await picker(html`<ld-date-picker label="Start" today=${today} disable=${mode}></ld-date-picker>`);
      await el.show();
      for (const [iso, disabled] of Object.entries(expected)) {
        expect(cell(el, iso).getAttribute('aria-disabled'), iso).to.equal(String(disabled));
        expect(isDisabledDay(DateTime.fromISO(iso), mode, DateTime.fromISO(today)), iso).to.equal(disabled);
      }
      const events = countEvents(el);
      const forbidden = Object.entries(expected).find(([, disabled]) => disabled)![0];
      cell(el, forbidden).click();
      await aTimeout(0);
      expect(events()).to.equal(0);
      expect(el.open).to.equal(true);
    });
  }
});
