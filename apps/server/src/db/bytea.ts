import { customType } from 'drizzle-orm/pg-core';

// Drizzle has no built-in bytea column. node-postgres reads bytea as a Buffer and
// PGlite as a Uint8Array; both are Uint8Array, so callers see one type.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});
