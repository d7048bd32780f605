import { Type, type Static } from 'typebox';

/**
 * Sync flows: instances started over HTTP by a caller that waits for their end.
 *   GET  /api/runningSyncFlow → [{ id, definitionId, definitionKey, businessKey, startTime }]
 *   POST /api/stopRunningSyncFlow { instanceId } (or ?instanceId=) → null
 *   POST /api/syncFlow/{key} { variables?, businessKey?, timeoutMs? }
 *     → { id, definitionId, definitionKey, businessKey, variables } when the instance ends
 */
const InstanceId = Type.String({ minLength: 1, maxLength: 64 });

export const StopInput = Type.Object({ instanceId: Type.Optional(InstanceId) });

export const SyncFlowParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 255 }) });

/** Camunda's typed variable: { value, type?, valueInfo? }; the engine checks value and type. */
const TypedValue = Type.Object({
  value: Type.Unknown(),
  type: Type.Optional(Type.String({ maxLength: 32 })),
  valueInfo: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** The longest a caller may wait: ten minutes. */
export const MAX_TIMEOUT_MS = 600_000;

export const SyncFlowBody = Type.Object({
  variables: Type.Optional(Type.Record(Type.String(), TypedValue)),
  businessKey: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  timeoutMs: Type.Integer({ minimum: 1, maximum: MAX_TIMEOUT_MS, default: 60_000 }),
});
export type SyncFlowInput = Static<typeof SyncFlowBody>;
