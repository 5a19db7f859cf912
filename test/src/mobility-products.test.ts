import { describe, expect, it } from 'vitest';
import type { MobilityProductRef } from '../../contract/types/mobility';
import { duplicateProducts } from '../../src/lib/mobility-products';

const arrangement = (id: number, carArrangementId: number): MobilityProductRef => ({ id, displayName: `Product ${id}`, type: 'arrangement', carArrangementId, cardDisplayName: null });
const card = (id: number, cardDisplayName: string): MobilityProductRef => ({ id, displayName: `Product ${id}`, type: 'card', carArrangementId: null, cardDisplayName });

describe('duplicate mobility products', () => {
  it('finds none when every product offers something else', () => {
    expect(duplicateProducts([arrangement(1, 10), arrangement(2, 11), card(3, 'NS-Business Card'), card(4, 'OV-chipkaart')])).toEqual([]);
  });

  it('groups two products that offer the same arrangement', () => {
    expect(duplicateProducts([arrangement(1, 10), card(2, 'NS'), arrangement(3, 10)]).map((group) => group.map((p) => p.id))).toEqual([[1, 3]]);
  });

  it('groups two cards with the same name, whatever their case and spaces', () => {
    expect(duplicateProducts([card(1, 'NS-Business Card'), card(2, '  ns-business card ')]).map((group) => group.map((p) => p.id))).toEqual([[1, 2]]);
  });

  it('does not take a card for an arrangement product of the same name', () => {
    expect(duplicateProducts([{ ...arrangement(1, 10), displayName: 'Fiets' }, card(2, 'Fiets')])).toEqual([]);
  });
});
