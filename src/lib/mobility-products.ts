import type { MobilityProductRef } from '../../contract/types/mobility';

/**
 * What a product offers: an arrangement product its car arrangement, a card product its card by name (case and
 * surrounding spaces aside). Two products offering the same are the spec's "duplicate mobility product types"
 * (02 §8): an employee would see the same choice twice.
 */
function offerOf(product: MobilityProductRef): string | null {
  if (product.type === 'arrangement') return product.carArrangementId == null ? null : `arrangement:${product.carArrangementId}`;
  const name = (product.cardDisplayName ?? product.displayName).trim().toLowerCase();
  return name === '' ? null : `card:${name}`;
}

/** The groups of a container's products that offer the same arrangement or card (each group two or more), in list order. */
export function duplicateProducts(products: readonly MobilityProductRef[]): MobilityProductRef[][] {
  const groups = new Map<string, MobilityProductRef[]>();
  for (const product of products) {
    const offer = offerOf(product);
    if (offer !== null) groups.set(offer, [...(groups.get(offer) ?? []), product]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
