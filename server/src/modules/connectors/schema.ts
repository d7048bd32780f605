import { CONNECTIVITY_LIMITS as LIMITS } from '@console/shared/contract';
import { Type, type Static } from 'typebox';

export const Id = Type.Integer({ minimum: 1 });
/** A name with at least one visible character. */
export const Name = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
export const Description = Type.String({ maxLength: LIMITS.description });
/** Milliseconds (SPEC §9), up to CONNECTIVITY_LIMITS.timeoutMaxMs. */
export const Timeout = Type.Integer({ minimum: 1, maximum: LIMITS.timeoutMaxMs });
// enum rather than a union of literals: the 400 then reads "must be equal to one of the allowed values".
export const ConnectorType = Type.Enum(['command', 'mapping', 'event', 'compose']);
export type ConnectorTypeName = Static<typeof ConnectorType>;

export const MappingParameters = Type.Object({
  expression: Type.String({ minLength: 1, maxLength: 65_536, pattern: '\\S' }),
});
export const CommandParameters = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  method: Type.Enum(['GET', 'POST', 'PUT', 'DELETE']),
  headers: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 8192 }))),
});

const connectorFields = {
  name: Name,
  description: Type.Optional(Description),
};

export const MappingConnectorBody = Type.Object({
  ...connectorFields,
  timeout: Type.Optional(Timeout),
  parameters: MappingParameters,
});
export const MappingConnectorUpdateBody = Type.Object({
  id: Id,
  ...MappingConnectorBody.properties,
});
export type MappingConnectorInput = Static<typeof MappingConnectorBody>;

export const CommandConnectorBody = Type.Object({
  ...connectorFields,
  timeout: Timeout,
  parameters: CommandParameters,
});
export const CommandConnectorUpdateBody = Type.Object({
  id: Id,
  ...CommandConnectorBody.properties,
});
export type CommandConnectorInput = Static<typeof CommandConnectorBody>;

export const ConnectorIdQuery = Type.Object({ connectorId: Id });
export const DeleteConnectorQuery = Type.Object({ id: Id, connectorType: ConnectorType });

/** processId is the BPMN process key (the `<process id>`). */
const ProcessKey = Type.String({ minLength: 1, maxLength: 255 });
const Topic = Type.String({ minLength: 1, maxLength: 255 });

export const TopicParams = Type.Object({ processId: ProcessKey, topic: Topic });
export const BindingBody = Type.Object({ processId: ProcessKey, topic: Topic, connectorId: Id });
export type BindingInput = Static<typeof BindingBody>;
export const CredentialBindingBody = Type.Object({
  processId: ProcessKey,
  topic: Topic,
  credentialId: Id,
});

// topic and connectorId are checked by the service, so that the error names the task's topic.
export const BatchBindingBody = Type.Object({
  processId: ProcessKey,
  context: Type.Array(
    Type.Object({
      taskId: Type.Optional(Type.String({ maxLength: 255 })),
      topic: Type.Optional(
        Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 255 }),
      ),
      connectorId: Type.Optional(
        Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 }),
      ),
    }),
    { maxItems: 1000 },
  ),
});
export type BatchBindingInput = Static<typeof BatchBindingBody>;

export const ProcessQuery = Type.Object({ processId: ProcessKey });

/** Epoch milliseconds, or a date-time (`YYYY-MM-DD HH:mm:ss` is read as UTC, SPEC §9). */
const Timestamp = Type.String({ minLength: 1, maxLength: 40 });
const Limit = Type.Integer({ minimum: 1, maximum: 1000, default: 200 });

export const RunsByTimestampQuery = Type.Object({
  processId: ProcessKey,
  topic: Type.Optional(Topic),
  from: Type.Optional(Timestamp),
  to: Type.Optional(Timestamp),
  limit: Limit,
});
export type RunsByTimestampInput = Static<typeof RunsByTimestampQuery>;
