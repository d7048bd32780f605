import { CONNECTIVITY_LIMITS as LIMITS } from '@console/shared/contract';
import { Type, type Static } from 'typebox';
import { PageFields } from '../triggers/paging';
import { BpIdField, Description, Id, Name, orNull, Schedule, Timezone } from '../triggers/schema';

// Any JSON value: a package command's are checked against its fields (param-values.ts); a
// union here would let Fastify's coercion turn 5 into "5".
const Values = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 64 });

const commandFields = {
  name: Name,
  description: Type.Optional(Description),
  /** A command connector (a package command's, or an HTTP one) or a compose connector. */
  connectorId: Id,
  /**
   * A package command's parameter values (Secret ones sealed); for a compose or HTTP
   * connector, the variables its run starts with.
   */
  parameters: Type.Optional(Values),
  schedule: orNull(Schedule),
  timezone: orNull(Timezone),
  /** Runs on its schedule while true. */
  active: Type.Optional(Type.Boolean()),
};
export const CommandBody = Type.Object(commandFields);
export const CommandUpdateBody = Type.Object({ id: Id, ...commandFields });
export type CommandInput = Static<typeof CommandBody>;

export const CommandListQuery = Type.Object({
  bpId: BpIdField,
  name: Type.Optional(Type.String({ maxLength: LIMITS.name })),
  ...PageFields,
});
export type CommandListInput = Static<typeof CommandListQuery>;

export const IdParams = Type.Object({ id: Id });
export const IdQuery = Type.Object({ id: Id });
export const ConnectorQuery = Type.Object({ connectorId: Id });

export const FileLogQuery = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  commandId: Id,
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 200 }),
});
export type FileLogInput = Static<typeof FileLogQuery>;

export const RunsQuery = Type.Object({
  commandId: Id,
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});
