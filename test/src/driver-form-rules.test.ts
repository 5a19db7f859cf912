import { describe, expect, it } from 'vitest';
import type { Driver } from '../../contract/types/drivers';
import type { MobilityContainer } from '../../contract/types/mobility';
import {
  driverFormSectionOf, driverIdOf, driverPath, emptyDriverForm, formFromDriver, formProblems, hasDriverView, isFormDirty, externalIdOf,
  isPartTimeInRange, isValidEmail, mobilityCategoryChoices, needsEmailCheck, orderedTypes, toDriverInput, withBinding, withCategory,
} from '../../src/features/driver-form/driver-form-rules';

const stored: Driver = {
  id: 42, version: 3, emailAddress: 'jan.de.vries+lease@demo-mobility.test', telephoneNr: '+31 6 1234 5678', firstName: 'Jan',
  prefixSurname: 'de', surname: 'Vries', fullName: 'Jan de Vries', fullNameLegacy: 'VRIES, J. DE', dateOfBirth: '1980-05-17',
  debtorNumber: 'DEB-010000', leaseWiseDriverId: 'LW-200000', fleetManagementDriverId: null, operatingCompanyId: 3,
  mobilityCategory: 9, bindings: [2], partTimePercentage: 80, language: 'fr-FR', sendMail: true, isActive: true, hasOrdered: true,
  isGeneric: false, isBlocked: false, isWatchingOnly: false, dateExpiration: '0001-01-01', isExpired: false,
  dateLastLogin: null, emailHasBeenSent: true, dateEmailSent: '2025-01-02T10:00:00Z',
  carArrangementCategoryBindings: [{ carArrangementId: 5, categoryId: 12 }, { carArrangementId: 1, categoryId: null }],
  orderStatuses: [{ arrangementType: 'car', hasOrdered: true, dateOrdered: '2025-03-01T09:00:00Z' }, { arrangementType: 'bike', hasOrdered: false, dateOrdered: null }],
};

const filled = { ...emptyDriverForm(), firstName: 'Ada', surname: 'Lovelace', emailAddress: 'ada@example.test' };

describe('driver form: e-mail', () => {
  it('accepts a standard address and refuses what is not one', () => {
    expect(isValidEmail('a.b+c@demo-mobility.test')).toBe(true);
    expect(isValidEmail('  ada@example.test ')).toBe(true);
    for (const bad of ['ada', 'ada@', '@example.test', 'ada@example', 'a da@example.test', 'ada@@example.test']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('asks the server only for a non-empty, well-formed address that is not the driver\'s own', () => {
    expect(needsEmailCheck('')).toBe(false);
    expect(needsEmailCheck('   ')).toBe(false);
    expect(needsEmailCheck('not-an-address')).toBe(false);
    expect(needsEmailCheck('new+1@example.test')).toBe(true);
    expect(needsEmailCheck(' Jan.de.Vries+lease@Demo-Mobility.test ', stored.emailAddress)).toBe(false);
    expect(needsEmailCheck('jan@demo-mobility.test', stored.emailAddress)).toBe(true);
  });

  it('reports the pattern before the server\'s answer, and a taken address as its own problem', () => {
    expect(formProblems({ ...filled, emailAddress: 'ada@' }, { emailTaken: true }).emailAddress).toBe('emailPattern');
    expect(formProblems(filled, { emailTaken: true }).emailAddress).toBe('emailTaken');
    expect(formProblems(filled).emailAddress).toBeUndefined();
  });
});

describe('driver form: problems', () => {
  it('requires first name, surname and e-mail, and nothing else by default', () => {
    expect(formProblems(emptyDriverForm())).toEqual({ firstName: 'required', surname: 'required', emailAddress: 'required' });
    expect(formProblems({ ...filled, firstName: '  ' })).toEqual({ firstName: 'required' });
    expect(formProblems(filled)).toEqual({});
  });

  it('refuses control, line-separator and bidi characters in names and the address, as the server does', () => {
    for (const hostile of ['Ada\u0007', 'Ada\nLove', 'Ada\u0085', 'Ada\u2028x', '\u202Eada', 'Ada\u2066x']) {
      for (const field of ['firstName', 'prefixSurname', 'surname'] as const) {
        expect(formProblems({ ...filled, [field]: hostile })[field], `${field} ${JSON.stringify(hostile)}`).toBe('plainText');
      }
      expect(formProblems({ ...filled, emailAddress: `ada${hostile}@example.test` }).emailAddress).toBe('plainText');
    }
    // Line breaks pasted around a name are trimmed before sending; markup is plain text like any other.
    expect(formProblems({ ...filled, firstName: '\nAda\t', surname: '<img src=x onerror=alert(1)>' })).toEqual({});
    expect(needsEmailCheck('ada\u202E@example.test')).toBe(false);
  });

  it('requires the date of birth when driving licences are checked', () => {
    expect(formProblems(filled, { birthDateRequired: true })).toEqual({ dateOfBirth: 'required' });
    expect(formProblems({ ...filled, dateOfBirth: '1990-01-01' }, { birthDateRequired: true })).toEqual({});
  });

  it('keeps part-time within 0 to 100 whole percent; empty means full-time', () => {
    for (const ok of [0, 1, 60, 100, null]) expect(isPartTimeInRange(ok), String(ok)).toBe(true);
    for (const bad of [-1, 101, 50.5, Number.NaN]) expect(isPartTimeInRange(bad), String(bad)).toBe(false);
    expect(formProblems({ ...filled, partTimePercentage: 101 })).toEqual({ partTimePercentage: 'partTimeRange' });
    expect(toDriverInput({ ...filled, partTimePercentage: null }).partTimePercentage).toBe(100);
  });

  it('catches what the server\'s schema would refuse: phone characters and external ids', () => {
    expect(formProblems({ ...filled, telephoneNr: '+31 (0)6-1234' })).toEqual({});
    expect(formProblems({ ...filled, telephoneNr: '06 abc' })).toEqual({ telephoneNr: 'phonePattern' });
    expect(formProblems({ ...filled, debtorNumber: 'DEB 1', leaseWiseDriverId: 'LW_1', fleetManagementDriverId: 'x'.repeat(41) })).toEqual({
      debtorNumber: 'idPattern', leaseWiseDriverId: 'idPattern', fleetManagementDriverId: 'idPattern',
    });
  });
});

describe('driver form: values', () => {
  it('reads a stored driver: absent texts empty, year-0001 dates empty, bindings in arrangement order', () => {
    const form = formFromDriver(stored);
    expect(form.dateExpiration).toBe('');
    expect(form.dateOfBirth).toBe('1980-05-17');
    expect(form.fleetManagementDriverId).toBe('');
    expect(form.bindings).toEqual([{ carArrangementId: 1, categoryId: null }, { carArrangementId: 5, categoryId: 12 }]);
    expect(form.ordered).toEqual({ car: true, bike: false });
    // The language of the driver's mails goes back as read; a new driver takes the client's default (null).
    expect(toDriverInput(form).language).toBe('fr-FR');
    expect(emptyDriverForm().language).toBeNull();
  });

  it('sends trimmed texts, empty as null, a lower-cased address, and keeps fields the form does not edit', () => {
    const input = toDriverInput({ ...formFromDriver(stored), firstName: '  Jan ', prefixSurname: ' ', emailAddress: ' Jan+X@Example.test ' });
    expect(input).toMatchObject({
      firstName: 'Jan', prefixSurname: null, emailAddress: 'jan+x@example.test', fleetManagementDriverId: null,
      dateExpiration: null, fullNameLegacy: 'VRIES, J. DE', operatingCompanyId: 3, mobilityCategory: 9,
    });
    expect(input.orderStatuses).toEqual([{ arrangementType: 'bike', hasOrdered: false }, { arrangementType: 'car', hasOrdered: true }]);
  });

  it('starts a new driver active, full-time, with mail, bound to the arrangement being worked on', () => {
    expect(emptyDriverForm({ carArrangementId: 7 })).toMatchObject({ isActive: true, sendMail: true, partTimePercentage: 100, bindings: [{ carArrangementId: 7, categoryId: null }] });
    expect(emptyDriverForm().bindings).toEqual([]);
    // A lease-system arrival (/leasewise/driver/create?id=) starts with that lease-system id.
    expect(emptyDriverForm({ leaseWiseDriverId: 'LW-7' })).toMatchObject({ leaseWiseDriverId: 'LW-7', bindings: [] });
    expect(externalIdOf('?id=LW-7')).toBe('LW-7');
    for (const bad of ['', '?id=', '?id=LW 7', '?id=%3Cscript%3E', `?id=${'x'.repeat(41)}`]) expect(externalIdOf(bad)).toBeNull();
  });

  it('binds, categorises and unbinds an arrangement', () => {
    let form = withBinding(emptyDriverForm(), 5, true);
    form = withCategory(form, 2, 30);
    expect(form.bindings).toEqual([{ carArrangementId: 2, categoryId: 30 }, { carArrangementId: 5, categoryId: null }]);
    form = withCategory(form, 2, null);
    expect(form.bindings[0]).toEqual({ carArrangementId: 2, categoryId: null });
    expect(withBinding(form, 5, false).bindings).toEqual([{ carArrangementId: 2, categoryId: null }]);
  });

  it('offers the "ordered" tick for the client\'s arrangement types and any the driver already has, in the fixed order', () => {
    expect(orderedTypes(['truck', 'car', 'car'], { ordered: { bike: true } })).toEqual(['bike', 'car', 'truck']);
    expect(orderedTypes([], { ordered: {} })).toEqual([]);
  });

  it('names mobility categories with their container only when there are several containers', () => {
    const container = (id: number, name: string, categories: string[]): MobilityContainer => ({
      id, displayName: name, isActive: true, products: [], categories: categories.map((c, i) => ({ id: id * 10 + i, displayName: c })),
    });
    expect(mobilityCategoryChoices([container(1, 'Budget', ['Basis'])])).toEqual([{ id: '10', label: 'Basis' }]);
    expect(mobilityCategoryChoices([container(1, 'Budget', ['Basis']), container(2, 'Pool', ['Plus'])]).map((c) => c.label))
      .toEqual(['Budget · Basis', 'Pool · Plus']);
  });
});

describe('driver form: dirty', () => {
  it('is clean as loaded and after changes the server would not see', () => {
    const baseline = formFromDriver(stored);
    expect(isFormDirty(baseline, baseline)).toBe(false);
    expect(isFormDirty({ ...baseline, surname: ' Vries  ' }, baseline)).toBe(false);
    // An arrangement type that was never ordered, ticked and unticked again.
    expect(isFormDirty({ ...baseline, ordered: { ...baseline.ordered, truck: false } }, baseline)).toBe(false);
  });

  it('is dirty for a real change of a text, a flag, a binding or an order status', () => {
    const baseline = formFromDriver(stored);
    expect(isFormDirty({ ...baseline, surname: 'Visser' }, baseline)).toBe(true);
    expect(isFormDirty({ ...baseline, isBlocked: true }, baseline)).toBe(true);
    expect(isFormDirty(withCategory(baseline, 1, 4), baseline)).toBe(true);
    expect(isFormDirty({ ...baseline, ordered: { ...baseline.ordered, car: false } }, baseline)).toBe(true);
  });
});

describe('driver form: routes', () => {
  it('finds the section of the address and the list, create, edit and view routes of it', () => {
    expect(driverFormSectionOf('/mobility/driver/edit')).toBe('mobility');
    expect(driverFormSectionOf('/arrangement/driver/create')).toBe('arrangement');
    expect(driverFormSectionOf('/component/driver/edit')).toBe('component');
    expect(driverFormSectionOf('/leasewise/driver/edit')).toBe('leasewise');
    expect(driverFormSectionOf('/fleetmanagement/driver/edit')).toBe('component');
    expect(driverPath('mobility')).toBe('/mobility/driver');
    expect(driverPath('component', 'create')).toBe('/component/driver/create');
    expect(driverPath('arrangement', 'view', 7)).toBe('/arrangement/driver/view?id=7');
    expect(hasDriverView('component')).toBe(false);
    expect(hasDriverView('leasewise')).toBe(false);
    expect(hasDriverView('arrangement')).toBe(true);
  });

  it('reads ?id= only as a positive whole number', () => {
    expect(driverIdOf('?id=12')).toBe(12);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=99999999999', '?id=1e3']) expect(driverIdOf(bad), bad).toBeNull();
  });
});
