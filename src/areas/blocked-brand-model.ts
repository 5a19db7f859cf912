import { blockedBrandModel, type BlockedBrandModel } from '../../contract/areas/blocked-brand-model';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';
import { brandField, modelField } from './catalogue-fields';

/**
 * Blocked brand/models at /arrangement/blocked (spec 02 §3, §7; spec 01 §6: car arrangements only, supervisor and
 * above): a brand, or one model of it, kept out of the selected arrangement's car lists and its brand choice. No
 * model blocks the whole brand. The list is the server's, by brand name, a whole brand before its models.
 */
export const blockedBrandModelArea = defineArea<BlockedBrandModel>({
  key: 'blockedBrandModel',
  contract: blockedBrandModel,
  api: createResourceApi<BlockedBrandModel>(blockedBrandModel),
  variants: 'arrangementOnly',
  columns: [{ name: 'brandName' }, { name: 'modelName', empty: 'blockedBrandModel.wholeBrand' }],
  fields: [brandField, modelField],
  refusals: [
    { key: 'duplicate', pattern: /already blocked in this arrangement/ },
    { key: 'wholeBrand', pattern: /already blocks this brand as a whole/ },
  ],
  afterCreate: 'list',
});
