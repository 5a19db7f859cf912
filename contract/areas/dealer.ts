import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { emailSchema, mantelNumberSchema, nullable, plainText } from '../schemas';

/**
 * The client's dealers (spec 02 §3, §7 "Dealer"): GET /dealer (?dealerId with ETag; the list, searched in name
 * and city; ?mantelNumber=, the dealers of one framework contract), POST, PUT, DELETE ?dealerId. Deleting a
 * dealer also removes it as a preferred dealer of every arrangement.
 */
export const dealer = defineContract({
  noun: 'Dealer',
  paths: { get: '/dealer', post: '/dealer', put: '/dealer', delete: '/dealer' },
  idParam: 'dealerId',
  writable: {
    name: plainText(100, { minLength: 1 }),
    city: plainText(100),
    address: plainText(200),
    email: nullable(Type.String(emailSchema)),
    // The patterns allow 30 characters; maxLength says so to the form.
    phoneNumber: Type.String({ pattern: '^[+0-9 ()-]{0,30}$', maxLength: 30 }),
    mantelNumber: nullable(Type.String({ ...mantelNumberSchema, maxLength: 30 })),
  },
  required: ['name'],
  readOnly: {},
});

export type Dealer = RowOf<typeof dealer>;
