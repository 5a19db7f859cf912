import { kitHarness } from './kit-contract';
import { describeCarListPages } from './car-list-pages-support';

/** Any page of a car list is the page an OFFSET read gives, on PGlite (issue 40 point 4; car-list-pages-support.ts). */
const h = kitHarness();

describeCarListPages(() => ({
  db: h.t.db, post: (path, body) => h.call('supervisor', 'POST', path, body), clientId: h.ids.demo, arrangementId: h.ids.arrangementOut,
}));
