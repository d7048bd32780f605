import { CONNECTIVITY_LIMITS as LIMITS } from '@console/shared/contract';
import { Type, type Static, type TSchema } from 'typebox';
import { PageFields } from './paging';

export const Id = Type.Integer({ minimum: 1 });
/** A name with at least one visible character. */
export const Name = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
export const Description = Type.String({ maxLength: LIMITS.description });
/** A field that may be left out or sent as null. */
export const orNull = <T extends TSchema>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));
/** Cron, 5 fields (or 6 with seconds); checked by croner (automation/cron.ts). */
export const Schedule = Type.String({ maxLength: 255 });
/** An IANA name, checked against the runtime's list. */
export const Timezone = Type.String({ maxLength: 64 });
export const BpIdField = Type.Optional(Id);

// enum rather than a union of literals: the 400 then reads "must be equal to one of the allowed values".
export const TriggerType = Type.Enum(['timer', 'event']);
export type TriggerTypeName = Static<typeof TriggerType>;

const triggerFields = {
  name: Name,
  type: TriggerType,
  description: Type.Optional(Description),
  /** The flow a timer starts (its newest version); unknown keys fail at fire, not here. */
  processKey: orNull(Type.String({ maxLength: 255 })),
  /** A timer correlates this message instead of starting a flow. */
  messageName: orNull(Type.String({ maxLength: 255 })),
  schedule: orNull(Schedule),
  timezone: orNull(Timezone),
  /** An event trigger's monitor and the event connector its events go through. */
  monitorId: orNull(Id),
  eventConnectorId: orNull(Id),
  /** The variables a timer's flow starts with (or the message carries). */
  variables: Type.Optional(
    Type.Record(Type.String({ maxLength: 255 }), Type.Unknown(), { maxProperties: 100 }),
  ),
  active: Type.Optional(Type.Boolean()),
};
export const TriggerBody = Type.Object(triggerFields);
export const TriggerUpdateBody = Type.Object({ id: Id, ...triggerFields });
export type TriggerInput = Static<typeof TriggerBody>;

export const TriggerListQuery = Type.Object({
  bpId: BpIdField,
  name: Type.Optional(Type.String({ maxLength: LIMITS.name })),
  type: Type.Optional(TriggerType),
  ...PageFields,
});
export type TriggerListInput = Static<typeof TriggerListQuery>;

export const IdParams = Type.Object({ id: Id });
export const IdQuery = Type.Object({ id: Id });

export const NextRunsQuery = Type.Object({
  schedule: Type.String({ minLength: 1, maxLength: 255 }),
  timezone: Type.Optional(Timezone),
});

export const FiresQuery = Type.Object({
  id: Id,
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});

export const EventConnectorsQuery = Type.Object({ bpId: BpIdField, ...PageFields });
