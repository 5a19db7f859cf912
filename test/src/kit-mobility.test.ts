import { describe, expect, it } from 'vitest';
import { mobilityCategory } from '../../server/areas/mobility-category';
import { mobilityContainer } from '../../server/areas/mobility-container';
import { MOBILITY_PRODUCT_TYPES as SERVER_TYPES, mobilityProduct } from '../../server/areas/mobility-product';
import { MOBILITY_PRODUCT_TYPES } from '../../contract/types/mobility';
import { areaOfPath } from '../../src/areas';
import { refusalOf, type AreaDef } from '../../src/areas/area';
import { mobilityCategoryArea } from '../../src/areas/mobility-category';
import { mobilityContainerArea } from '../../src/areas/mobility-container';
import { mobilityProductArea } from '../../src/areas/mobility-product';
import { fieldsOf, formValues, missingRequired, newValues, wireValues } from '../../src/features/resource-form/resource-form-values';
import { variantFilters } from '../../src/features/resource-list/resource-list-query';

const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/**
 * Issue 16: mobility containers, categories and products on the resource kit. Categories and products belong to
 * one container: /mobility/<list> is the current container's, /component/mobility_<list> every container's. The
 * declarations are checked against the server's (server/areas/mobility-*.ts).
 */

const category = mobilityCategoryArea as AreaDef<any>;
const product = mobilityProductArea as AreaDef<any>;
const container = mobilityContainerArea as AreaDef<any>;
const pairs = [[category, mobilityCategory], [product, mobilityProduct], [container, mobilityContainer]] as const;

describe('mobility areas', () => {
  it("speak the server declarations' paths and id parameters and edit only their writable fields", () => {
    for (const [area, server] of pairs) {
      expect(area.api.endpoint.paths, area.key).toEqual(server.paths);
      expect(area.api.endpoint.idParam, area.key).toBe(server.idParam);
      for (const field of area.fields) expect(Object.keys(server.writable), `${area.key}.${field.name}`).toContain(field.name);
      for (const field of area.fields) {
        const schema = (server.writable as Record<string, { maxLength?: number; anyOf?: { maxLength?: number }[] }>)[field.name]!;
        const maxLength = schema.maxLength ?? schema.anyOf?.find((part) => part.maxLength)?.maxLength;
        if (field.kind === 'text') expect(field.maxLength, `${area.key}.${field.name}`).toBe(maxLength);
      }
    }
    expect([...MOBILITY_PRODUCT_TYPES]).toEqual([...SERVER_TYPES]);
  });

  it('serve a category and a product under /mobility by their own names and under /component, never under /arrangement', () => {
    for (const [area, mobility, component] of [[category, 'category', 'mobility_category'], [product, 'product', 'mobility_product']] as const) {
      for (const variant of ['', '/create', '/edit']) {
        expect(areaOfPath(`/mobility/${mobility}${variant}`)).toEqual({ area, section: 'mobility' });
        expect(areaOfPath(`/component/${component}${variant}`)).toEqual({ area, section: 'component' });
        expect(areaOfPath(`/arrangement/${component}${variant}`)).toBeNull();
      }
      for (const variant of ['', '-create', '-edit']) {
        for (const name of [`mobility-${mobility}${variant}`, `component-${component}${variant}`]) {
          expect(SCREENS[name], name).toBe(SCREENS[`arrangement-writing-news${variant}`]);
          expect(routeByName(name)?.features, name).toContain('mobility');
        }
      }
    }
    // /mobility/category is the mobility category, not the car category of /component/category.
    expect(areaOfPath('/component/category')?.area).not.toBe(category);
    expect(areaOfPath('/mobility/faq')).toBeNull();
  });

  it('lists and edits containers on the kit, creates them on the creation flow, for supervisors', () => {
    expect(areaOfPath('/component/mobility_container')).toEqual({ area: container, section: 'component' });
    expect(SCREENS['component-mobility_container']).toBe(SCREENS['arrangement-writing-news']);
    expect(SCREENS['component-mobility_container-edit']).toBe(SCREENS['arrangement-writing-news-edit']);
    expect(SCREENS['component-mobility_container-create']).not.toBe(SCREENS['arrangement-writing-news-create']);
    for (const name of ['component-mobility_container-create', 'component-mobility_container-edit', 'mobility-container-edit']) {
      expect(routeByName(name)?.features, name).toContain('mobilityContainers');
    }
    expect(routeByName('component-mobility_container')?.features).toEqual(['mobility']);
  });

  it("lists the current container's rows under /mobility and every container's under /component", () => {
    expect(variantFilters(category, 'mobility', 7)).toEqual({ mobilityContainerId: '7' });
    expect(variantFilters(product, 'mobility', null)).toBeNull();
    expect(variantFilters(category, 'component', null)).toEqual({});
    expect(variantFilters(container, 'component', null)).toEqual({});
  });

  it("makes a new row the current container's under /mobility; under /component the form chooses it", () => {
    expect(fieldsOf(category, 'mobility').map((field) => field.name)).toEqual(['displayName', 'maxBudget']);
    expect(fieldsOf(category, 'component').map((field) => field.name)).toEqual(['mobilityContainerId', 'displayName', 'maxBudget']);
    const mine = { ...newValues(category, 'mobility', 7), displayName: ' Basis ', maxBudget: 555.55 };
    expect(wireValues(category, 'mobility', mine, 'create')).toEqual({ displayName: 'Basis', maxBudget: 555.55, mobilityContainerId: 7 });
    expect(newValues(category, 'component', 7).mobilityContainerId).toBeNull();
    expect(missingRequired(category, 'component', newValues(category, 'component', null))).toEqual(['mobilityContainerId', 'displayName', 'maxBudget']);
    // The container is the server's createOnly: an update leaves it out.
    const stored = formValues(category, { id: 3, version: 2, mobilityContainerId: 7, displayName: 'Basis', maxBudget: 10 } as never);
    expect(wireValues(category, 'component', stored, 'update')).toEqual({ displayName: 'Basis', maxBudget: 10 });
  });

  it("sends only the chosen type's fields of a product, the other type's as null", () => {
    const card = { ...newValues(product, 'mobility', 7), displayName: 'NS', type: 'card', carArrangementId: 4, cardDisplayName: 'NS-Business Card', cardValue: 100 };
    expect(wireValues(product, 'mobility', card, 'create')).toEqual({
      displayName: 'NS', type: 'card', carArrangementId: null, cardDisplayName: 'NS-Business Card', cardValue: 100, mobilityCategoryId: null, mobilityContainerId: 7,
    });
    const arrangement = { ...card, type: 'arrangement' };
    expect(wireValues(product, 'mobility', arrangement, 'create')).toMatchObject({ carArrangementId: 4, cardDisplayName: null, cardValue: null });
    expect(missingRequired(product, 'mobility', { ...newValues(product, 'mobility', 7), type: 'card' })).toEqual(['displayName', 'cardDisplayName', 'cardValue']);
    expect(newValues(product, 'mobility', 7).type).toBe('arrangement');
  });

  it("words the server's refusals to delete (drivers with the budget, orders in the container)", () => {
    expect(refusalOf(category, 'This mobility category cannot be deleted because 3 drivers have it as their mobility category.'))
      .toEqual({ key: 'drivers', values: { count: '3' } });
    expect(refusalOf(container, 'This mobility container cannot be deleted because 1 order was placed in it.'))
      .toEqual({ key: 'orders', values: { count: '1' } });
  });

  it('reads the containers again after each write: the contents of one, or the containers themselves', () => {
    expect([category.reloadsContainers, product.reloadsContainers, container.reloadsContainers]).toEqual(['current', 'current', 'list']);
  });
});
