import { Type } from 'typebox';

/** The POST form's `variables`: `[{ name, operator, value }]`. */
export const VariableConditions = Type.Array(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 255 }),
    operator: Type.String({ maxLength: 16 }),
    // No type here: ajv would coerce 5 into "5" (or "true" into true) to fit a union's member.
    value: Type.Optional(Type.Unknown()),
  }),
  { maxItems: 32 },
);
