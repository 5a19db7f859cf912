import type { NewsText } from '../../server/areas/news-text';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** News texts at /{arrangement|component}/writing/news (spec 02 §7 Texts). */
export const newsTextArea = defineArea<NewsText>({
  key: 'newsText',
  api: createResourceApi<NewsText>({
    paths: { get: '/newstext', post: '/newstext', put: '/newstext', delete: '/newstext' }, idParam: 'newsTextId', noun: 'News text',
  }),
  variants: 'arrangement',
  columns: [{ name: 'title' }, { name: 'dateFrom', format: 'date' }, { name: 'dateTo', format: 'date' }],
  fields: [
    { name: 'title', kind: 'text', maxLength: 200, required: true },
    { name: 'dateFrom', kind: 'date', nullable: true },
    { name: 'dateTo', kind: 'date', nullable: true },
    { name: 'text', kind: 'richText', required: true },
  ],
  afterCreate: 'list',
});
