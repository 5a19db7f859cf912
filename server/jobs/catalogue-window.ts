import type { Queryable } from '../db/db';
import type { WindowVersion } from './bulk-pricing-task';

/**
 * The next `size` catalogue versions after id `after`, with what pricing and the offer rule read — the same for every
 * arrangement, so a bulk run reads the catalogue once however many arrangements it prices. As one JSON text: PGlite
 * parses a result row by row in JavaScript, and one text that JSON.parse reads costs a third less of the thread.
 */
const WINDOW = `SELECT coalesce(json_agg(x ORDER BY x.id), '[]')::text AS versions FROM (
    SELECT t.id, m.brand_id, t.model_id, m.segment_id, t.fuel_code, t.body_type, t.energy_label, t.co2,
           t.consumer_price::float8 AS consumer_price, t.fiscal_value::float8 AS fiscal_value, sg.segment_code
    FROM car_types t JOIN models m ON m.id = t.model_id LEFT JOIN segments sg ON sg.id = m.segment_id
    WHERE t.id > $1 ORDER BY t.id LIMIT $2) x`;

export async function catalogueWindow(db: Queryable, after: number, size: number): Promise<WindowVersion[]> {
  const [row] = await db.query<{ versions: string }>(WINDOW, [after, size]);
  return JSON.parse(row!.versions) as WindowVersion[];
}
