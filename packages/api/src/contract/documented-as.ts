import type { z } from 'zod/mini';

// What the OpenAPI document shows for a field whose check cannot be written as JSON Schema (a custom
// check that reports a bad list on the list, not on an inner field): the shape it accepts. The server's
// document generator asks `documentedShapeOf`; the check itself stays the one the server runs.
const shapes = new WeakMap<object, z.core.$ZodType>();

/** Marks `schema` as accepting what `shape` describes, for the document; returns `schema`. */
export function documentAs<S extends z.core.$ZodType>(schema: S, shape: z.core.$ZodType): S {
  shapes.set(schema, shape);
  return schema;
}

export const documentedShapeOf = (schema: object): z.core.$ZodType | undefined => shapes.get(schema);
