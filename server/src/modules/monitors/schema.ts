import { MONITOR_LIMITS as L } from '@console/shared/contract';
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1 });
const Name = Type.String({ minLength: 1, maxLength: L.name, pattern: '\\S' });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));

const Common = {
  name: Name,
  description: Type.Optional(Type.String({ maxLength: L.description })),
  processKey: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
  eventConnectorId: OptionalId,
};

const FileFields = {
  ...Common,
  storage: Type.Optional(Type.Union([Type.Literal('files'), Type.Literal('gcs')])),
  folder: Type.String({ minLength: 1, maxLength: 1024 }),
  pattern: Type.String({ minLength: 1, maxLength: L.pattern }),
  intervalMinutes: Type.Integer({ minimum: L.intervalMinutesMin, maximum: L.intervalMinutesMax }),
  afterStart: Type.Optional(Type.Union([Type.Literal('move'), Type.Literal('mark')])),
};

const MqFields = {
  ...Common,
  credentialId: Id,
  queue: Type.String({ minLength: 1, maxLength: L.queue, pattern: '\\S' }),
  exchange: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  routingKey: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  prefetch: Type.Optional(Type.Integer({ minimum: 1, maximum: L.prefetchMax })),
};

const WebApiFields = {
  ...Common,
  url: Type.String({ minLength: 1, maxLength: L.url, pattern: '^https?://\\S+$' }),
  schedule: Type.String({ minLength: 1, maxLength: 255 }),
  timezone: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  credentialId: OptionalId,
  webhookSecret: Type.Optional(Type.String({ minLength: L.webhookSecretMin, maxLength: 256 })),
};

export const FileMonitorBody = Type.Object(FileFields);
export const FileMonitorUpdate = Type.Object({ id: Id, ...FileFields });
export const MqMonitorBody = Type.Object(MqFields);
export const MqMonitorUpdate = Type.Object({ id: Id, ...MqFields });
export const WebApiMonitorBody = Type.Object(WebApiFields);
export const WebApiMonitorUpdate = Type.Object({ id: Id, ...WebApiFields });

export type FileMonitorInput = Static<typeof FileMonitorBody>;
export type MqMonitorInput = Static<typeof MqMonitorBody>;
export type WebApiMonitorInput = Static<typeof WebApiMonitorBody>;

/** GET with `id` answers one monitor; without, the tenant's monitors of the kind. */
export const MonitorQuery = Type.Object({
  id: Type.Optional(Id),
  bpId: Type.Optional(Id),
});
export const IdQuery = Type.Object({ id: Id });
export const ConnectorIdQuery = Type.Object({ connectorId: Id });
export const ProcessIdQuery = Type.Object({
  processId: Type.String({ minLength: 1, maxLength: 255 }),
});
export const EventsQuery = Type.Object({
  id: Id,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
