import type { Queryable } from './db';

/**
 * The fuels of every car arrangement's categories (each with petrol or diesel, spec 02 §5) and a
 * category document, for the demo client, so the category screens show real content. Applied with the
 * rest of the demo seed, only into an empty database.
 */

/** By category number within an arrangement: the lower ones petrol and diesel, the higher ones electric and hybrids too. */
const FUELS_BY_NUMBER: Readonly<Record<number, readonly string[]>> = {
  1: ['d', 'l'], 2: ['d', 'e', 'l', 'lh'], 3: ['d', 'dh', 'e', 'l', 'lh'], 4: ['d', 'dh', 'e', 'l', 'lh', 'w'],
};
const ALL_ROUND = ['d', 'dh', 'e', 'l', 'lh'];

/** A one-page PDF: "Categorieregeling" with the rules in brief. */
const CATEGORY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n'
  + '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

export async function seedCategoryDetails(tx: Queryable, clientId: number): Promise<void> {
  const categories = await tx.query<{ id: number; category_number: number; display_name: string }>(
    `SELECT c.id, c.category_number, c.display_name FROM categories c
       JOIN car_arrangements a ON a.client_id = c.client_id AND a.id = c.car_arrangement_id
     WHERE c.client_id = $1 AND a.data_object_type = 'car' ORDER BY c.id`, [clientId]);
  for (const c of categories) {
    await tx.query('INSERT INTO category_fuels (client_id, category_id, fuel_code) SELECT $1, $2, unnest($3::text[])',
      [clientId, c.id, FUELS_BY_NUMBER[c.category_number] ?? ALL_ROUND]);
  }
  const entry = categories.find((c) => c.category_number === 1);
  if (!entry) return;
  const [blob] = await tx.query<{ id: number }>(
    `INSERT INTO blobs (client_id, name, original_file_name, content_type, data, is_public)
     VALUES ($1, 'category-demo-categorieregeling.pdf', 'Categorieregeling 2026.pdf', 'application/pdf', $2, false) RETURNING id`,
    [clientId, CATEGORY_PDF]);
  await tx.query('INSERT INTO category_attachments (client_id, category_id, blob_id) VALUES ($1, $2, $3)', [clientId, entry.id, blob!.id]);
}
