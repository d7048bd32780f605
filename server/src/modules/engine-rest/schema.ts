import { Type } from 'typebox';
import { InstanceTargets } from './queries/instance-targets';

/** Camunda clients send more fields than these; unknown ones are ignored, as Camunda does. */
const open = { additionalProperties: true };

const TypedValue = Type.Object(
  {
    value: Type.Optional(Type.Unknown()),
    type: Type.Optional(Type.String()),
    // Object variables' serialization format and class; Json and primitive values need none.
    valueInfo: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  open,
);
export const VariableMap = Type.Record(Type.String(), TypedValue);

export const TypedValueBody = TypedValue;

export const IdParams = Type.Object({ id: Type.String({ minLength: 1 }) });
export const KeyParams = Type.Object({ key: Type.String({ minLength: 1 }) });
export const VariableParams = Type.Object({
  id: Type.String(),
  name: Type.String({ minLength: 1 }),
});

export const StartBody = Type.Object(
  {
    variables: Type.Optional(VariableMap),
    businessKey: Type.Optional(Type.String({ maxLength: 255 })),
    withVariablesInReturn: Type.Optional(Type.Boolean()),
    caseInstanceId: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    startInstructions: Type.Optional(Type.Array(Type.Object({}, open), { maxItems: 100 })),
    skipCustomListeners: Type.Optional(Type.Boolean()),
    skipIoMappings: Type.Optional(Type.Boolean()),
  },
  open,
);

export const SuspendedBody = Type.Object({ suspended: Type.Boolean() }, open);
/** ProcessDefinitionSuspensionStateDto: the definition's own PUT …/suspended. */
export const DefinitionSuspendedBody = Type.Object(
  {
    suspended: Type.Boolean(),
    processDefinitionId: Type.Optional(Type.String({ maxLength: 255 })),
    processDefinitionKey: Type.Optional(Type.String({ maxLength: 255 })),
    includeProcessInstances: Type.Optional(Type.Boolean()),
    executionDate: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  open,
);
/** The engine runs no custom listeners or IO mappings: skipping them changes nothing. */
export const CascadeQuery = Type.Object(
  {
    cascade: Type.Optional(Type.Boolean()),
    skipCustomListeners: Type.Optional(Type.Boolean()),
    skipIoMappings: Type.Optional(Type.Boolean()),
  },
  open,
);
export const DeleteInstanceQuery = Type.Object(
  {
    skipCustomListeners: Type.Optional(Type.Boolean()),
    skipIoMappings: Type.Optional(Type.Boolean()),
    deleteReason: Type.Optional(Type.String()),
    // No instance here has sub-instances: skipping them changes nothing.
    skipSubprocesses: Type.Optional(Type.Boolean()),
    failIfNotExists: Type.Optional(Type.Boolean()),
  },
  open,
);

export const BulkDeleteBody = Type.Object(
  {
    ...InstanceTargets,
    deleteReason: Type.Optional(Type.String()),
    skipCustomListeners: Type.Optional(Type.Boolean()),
    skipSubprocesses: Type.Optional(Type.Boolean()),
    skipIoMappings: Type.Optional(Type.Boolean()),
  },
  open,
);
export const VariablesBody = Type.Object(
  {
    modifications: Type.Optional(VariableMap),
    deletions: Type.Optional(Type.Array(Type.String())),
  },
  open,
);

export const MessageBody = Type.Object(
  {
    messageName: Type.String({ minLength: 1 }),
    businessKey: Type.Optional(Type.String()),
    processInstanceId: Type.Optional(Type.String()),
    processVariables: Type.Optional(VariableMap),
    processVariablesLocal: Type.Optional(VariableMap),
    processVariablesToTriggeredScope: Type.Optional(VariableMap),
    correlationKeys: Type.Optional(VariableMap),
    localCorrelationKeys: Type.Optional(VariableMap),
    tenantId: Type.Optional(Type.String({ maxLength: 255 })),
    withoutTenantId: Type.Optional(Type.Boolean()),
    all: Type.Optional(Type.Boolean()),
    resultEnabled: Type.Optional(Type.Boolean()),
    variablesInResultEnabled: Type.Optional(Type.Boolean()),
  },
  open,
);

export const FetchAndLockBody = Type.Object(
  {
    workerId: Type.String({ minLength: 1 }),
    maxTasks: Type.Integer({ minimum: 0, maximum: 1000 }),
    usePriority: Type.Optional(Type.Boolean()),
    sorting: Type.Optional(
      Type.Array(
        Type.Object({
          sortBy: Type.Literal('createTime'),
          sortOrder: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
        }),
        { maxItems: 1 },
      ),
    ),
    asyncResponseTimeout: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_800_000 })),
    topics: Type.Array(
      Type.Object(
        {
          topicName: Type.String({ minLength: 1 }),
          lockDuration: Type.Integer({ minimum: 1 }),
          variables: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
          localVariables: Type.Optional(Type.Boolean()),
          processDefinitionKey: Type.Optional(Type.String()),
          businessKey: Type.Optional(Type.String()),
        },
        open,
      ),
    ),
  },
  open,
);

const Worker = { workerId: Type.String({ minLength: 1 }) };
export const CompleteBody = Type.Object(
  { ...Worker, variables: Type.Optional(VariableMap), localVariables: Type.Optional(VariableMap) },
  open,
);
export const FailureBody = Type.Object(
  {
    ...Worker,
    errorMessage: Type.Optional(Type.String()),
    errorDetails: Type.Optional(Type.String()),
    retries: Type.Optional(Type.Integer({ minimum: 0 })),
    retryTimeout: Type.Optional(Type.Integer({ minimum: 0 })),
    variables: Type.Optional(VariableMap),
    localVariables: Type.Optional(VariableMap),
  },
  open,
);
export const BpmnErrorBody = Type.Object(
  {
    ...Worker,
    errorCode: Type.String({ minLength: 1 }),
    errorMessage: Type.Optional(Type.String()),
    variables: Type.Optional(VariableMap),
  },
  open,
);
export const ExtendLockBody = Type.Object(
  { ...Worker, newDuration: Type.Integer({ minimum: 1 }) },
  open,
);
export const RetriesBody = Type.Object({ retries: Type.Integer({ minimum: 0 }) }, open);
