import { describe, expect, it } from 'vitest';
import { recordIdOf } from '../../src/lib/record-id';

// paths.ts lazily imports screens; vitest only needs the table.
const { routes, routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');
const { recordChoiceOf } = await import('../../src/app/record-choice/record-choice');
const { pickedAddress } = await import('../../src/app/record-choice/list-choice');

const route = (name: string) => routeByName(name)!;
const choiceOf = (name: string) => recordChoiceOf(route(name));

describe('a route that needs a record, opened without one (issue 37 point 5)', () => {
  it('offers every edit and view screen a list to pick from, or the arrangements when the id is an arrangement\'s', () => {
    const choosing = routes.filter((r) => SCREENS[r.name] && (r.variant === 'edit' || r.variant === 'view'));
    const without = choosing.filter((r) => !recordChoiceOf(r)).map((r) => r.name);
    // The calculator setting edits the selected arrangement's: it takes no id, and there is no list to pick from.
    expect(without).toEqual(['arrangement-calculatorsetting-edit']);
    for (const r of choosing) {
      const choice = recordChoiceOf(r);
      if (choice?.kind === 'list') expect(SCREENS[choice.list.name], r.name).toBeDefined();
    }
  });

  it('picks a row from the list right above, or the list whose rows open the route', () => {
    expect(choiceOf('component-account-edit')).toEqual({ kind: 'list', list: route('component-account') });
    expect(choiceOf('arrangement-driver-view')).toEqual({ kind: 'list', list: route('arrangement-driver') });
    expect(choiceOf('component-order-view')).toEqual({ kind: 'list', list: route('component-order') });
    expect(choiceOf('fleetmanagement-driver-edit')).toEqual({ kind: 'list', list: route('fleetmanagement-driver') });
    expect(choiceOf('component-mail-logs-edit')).toEqual({ kind: 'list', list: route('component-mail-logs') });
    expect(choiceOf('component-car_overview-view')).toEqual({ kind: 'list', list: route('arrangement-car-extended') });
  });

  it('offers arrangements where the id is an arrangement\'s, only car arrangements for deviations', () => {
    expect(choiceOf('component-settings-edit')).toEqual({ kind: 'arrangement', arrangements: 'all' });
    expect(choiceOf('component-deviation')).toEqual({ kind: 'arrangement', arrangements: 'car' });
  });

  it('asks nothing of lists, create forms and routes without a screen (those open their stand-in, paths.ts)', () => {
    for (const name of ['component-account', 'component-account-create', 'arrangement-settings', 'mobility-container-edit',
      'leasewise-arrangement-edit', 'amw-language-edit', 'arrangement-car-extended-edit']) expect(choiceOf(name), name).toBeNull();
  });

  it('opens the route that asked with the row a user picked', () => {
    const asked = route('arrangement-driver-view');
    const list = route('arrangement-driver');
    expect(pickedAddress('/arrangement/driver/edit?id=7', list, asked)).toBe('/arrangement/driver/view?id=7');
    expect(pickedAddress('/arrangement/driver/create', list, asked)).toBe('/arrangement/driver/create');
    expect(pickedAddress('/arrangement/driver?page=2', list, asked)).toBe('/arrangement/driver?page=2');
    expect(pickedAddress('/component/driver/edit?id=7', list, asked)).toBe('/component/driver/edit?id=7');
  });
});

describe('recordIdOf', () => {
  it('reads a positive whole number within the database\'s range, nothing else', () => {
    expect(recordIdOf('?id=12')).toBe(12);
    expect(recordIdOf('?q=a&id=2147483647')).toBe(2_147_483_647);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=2147483648', '?id=1e3', '?id=+5']) expect(recordIdOf(bad), bad).toBeNull();
  });
});
