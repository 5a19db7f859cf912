import { Type } from 'typebox';
import { nullable, plainText } from '../schemas';

/**
 * A car arrangement's own writable fields (spec 02 §7 "Car arrangement": POST/PUT /cararrangement); its row is
 * types/core.ts `CarArrangement` (categories, calculator settings and the rest are other areas'). The type
 * (`dataObject.type`) is chosen once, on create. The server's bodies (server/routes/cararrangement-schemas.ts) and the
 * app's form (src/areas/arrangement.ts) take these limits from here.
 */
export const arrangementFields = {
  writable: {
    displayName: plainText(100, { minLength: 1 }),
    /** Unique per client; the lease system's contract number. */
    mantelNumber: nullable(Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$', maxLength: 30 })),
  },
  required: ['displayName'],
} as const;
