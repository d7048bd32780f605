import { Type } from 'typebox';

/** POST /api/camunda/incident-groups/retry: a group named by its pattern and topic. */
export const RetryBody = Type.Object(
  {
    pattern: Type.String({ maxLength: 4000 }),
    topic: Type.Union([Type.String({ minLength: 1, maxLength: 255 }), Type.Null()]),
    dryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
