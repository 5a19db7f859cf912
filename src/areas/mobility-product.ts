import { lazy } from 'react';
import { mobilityProduct, type MobilityProduct } from '../../contract/areas/mobility-product';
import { createResourceApi } from '../api/resource';
import { MOBILITY_PRODUCT_TYPES } from '../../contract/types/mobility';
import { defineArea } from './area';
import { arrangementChoices, categoryField, containerField } from './mobility-choices';

const isCard = (values: Record<string, unknown>) => values.type === 'card';

/**
 * Mobility products (spec 02 §3 "mobility product (type arrangement or card), mobility card (display name,
 * value)", §7) at /mobility/product (the current container's) and /component/mobility_product (every container's
 * in reach). An arrangement product offers one of the client's car arrangements; a card product is a card's name
 * and value (the card is the product's own: contract/areas/mobility-product.ts). Only the chosen type's fields show
 * and are sent; the other type's go as null, as the server requires. Both screens warn when the current container
 * offers the same arrangement or card twice (spec 02 §8 "duplicate mobility product types found"). Each write
 * reads the containers again (spec 01 §4).
 */
export const mobilityProductArea = defineArea<MobilityProduct>({
  key: 'mobilityProduct',
  contract: mobilityProduct,
  api: createResourceApi<MobilityProduct>(mobilityProduct),
  variants: 'containerOnly',
  columns: [
    { name: 'displayName' },
    { name: 'type', format: 'choices', labels: 'mobilityProduct.types' },
    { name: 'offers', value: (row) => (row.type === 'card' ? row.cardDisplayName : row.carArrangementName) },
    { name: 'cardValue', format: 'money' },
    { name: 'mobilityContainerName', only: 'component' },
  ],
  fields: [
    containerField,
    { name: 'displayName', kind: 'text' },
    { name: 'type', kind: 'select', choices: MOBILITY_PRODUCT_TYPES, labels: 'mobilityProduct.types' },
    // Required only while shown, for the chosen type (the server's productRules; nullable in the schema).
    { name: 'carArrangementId', kind: 'choice', required: true, options: arrangementChoices, shownWhen: (values) => !isCard(values) },
    { name: 'cardDisplayName', kind: 'text', required: true, nullable: true, shownWhen: isCard },
    { name: 'cardValue', kind: 'number', required: true, shownWhen: isCard },
    categoryField,
  ],
  defaults: { type: 'arrangement' },
  afterCreate: 'list',
  // The dashboard's figures link here narrowed by these (ATTENTION_FILTERS.mobilityProduct).
  attention: 'mobilityProduct',
  reloadsContainers: 'current',
  notice: lazy(() => import('../screens/mobility/duplicate-products-notice')),
});
