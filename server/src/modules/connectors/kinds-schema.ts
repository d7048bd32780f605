import { CONNECTIVITY_LIMITS as LIMITS } from '@console/shared/contract';
import { Type } from 'typebox';
import { Description as DescriptionText, Id, Name, Timeout } from './schema';
export { ConnectorIdQuery } from './schema';

const Description = Type.Optional(DescriptionText);
const PackageId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
// Any JSON value here: checkValues (param-values.ts) checks each against its field's type. A
// union would let Fastify's coercion turn 5 into "5"; a type list trips ajv's strict mode.
const Value = Type.Unsafe<string | number | boolean | null>({});
const Values = Type.Record(Type.String({ maxLength: 64 }), Value, { maxProperties: 64 });
const Script = Type.String({ maxLength: 65_536 });

export const PackageConnectorBody = Type.Object({
  name: Name,
  description: Description,
  category: Type.Optional(Type.String({ maxLength: LIMITS.category })),
  timeout: Timeout,
  packageId: PackageId,
  commandId: PackageId,
  parameters: Values,
  bp: Type.Optional(Id),
});
export const PackageConnectorUpdate = Type.Object({ id: Id, ...PackageConnectorBody.properties });

export const ComposeBody = Type.Object({
  name: Name,
  description: Description,
  timeout: Timeout,
  steps: Type.Array(
    Type.Object({
      packageCommandInfo: Type.Object({ packageId: PackageId, connectorId: PackageId }),
      commandConnector: Type.Object({
        parameters: Values,
        paramsMeta: Type.Optional(Type.Array(Type.Unknown())),
        secretsSet: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 })),
        // The saved step whose secrets a secret left out keeps (ComposeStep in the contract).
        savedStep: Type.Optional(Type.Integer({ minimum: 0, maximum: 19 })),
      }),
    }),
    { minItems: 1, maxItems: 20 },
  ),
});
export const ComposeUpdate = Type.Object({ id: Id, ...ComposeBody.properties });

export const EventBody = Type.Object({
  name: Name,
  description: Description,
  timeout: Type.Optional(Timeout),
  parameters: Type.Object({
    script: Type.String({ minLength: 1, maxLength: 65_536, pattern: '\\S' }),
    messageName: Type.Optional(Type.String({ maxLength: 255 })),
  }),
});
export const EventUpdate = Type.Object({ id: Id, ...EventBody.properties });

export const EventTransformBody = Type.Object({
  connectorId: Type.Optional(Id),
  script: Type.Optional(Script),
  messageName: Type.Optional(Type.String({ maxLength: 255 })),
  sample: Type.Unknown(),
});

export const MappingPreviewBody = Type.Object({
  expression: Type.String({ minLength: 1, maxLength: 65_536 }),
  sample: Type.Unknown(),
});

export const ParamsMetaBody = Type.Object({
  paramsMeta: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
      label: Type.String({ minLength: 1, maxLength: 128 }),
      type: Type.Enum(['Int', 'Boolean', 'SelectItems', 'Text', 'Secret']),
      required: Type.Optional(Type.Boolean()),
      description: Type.Optional(Type.String({ maxLength: 500 })),
      default: Type.Optional(Value),
      items: Type.Optional(
        Type.Array(
          Type.Object({
            label: Type.String({ minLength: 1, maxLength: 128 }),
            value: Type.String({ maxLength: 256 }),
          }),
          { minItems: 1, maxItems: 200 },
        ),
      ),
      nullable: Type.Optional(Type.Boolean()),
      multiline: Type.Optional(Type.Boolean()),
      min: Type.Optional(Type.Number()),
      max: Type.Optional(Type.Number()),
    }),
    { maxItems: 64 },
  ),
});

export const PackageCommandBody = Type.Object({
  packageId: PackageId,
  id: PackageId,
  name: Name,
  description: Description,
  script: Type.String({ minLength: 1, maxLength: 65_536, pattern: '\\S' }),
  paramsMeta: ParamsMetaBody.properties.paramsMeta,
});
/** PUT: `version` is the one the edit started from (optional: the newest is replaced). */
export const PackageCommandUpdate = Type.Object({
  ...PackageCommandBody.properties,
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const PackageCommandQuery = Type.Object({ packageId: PackageId, id: PackageId });
export const PackageQuery = Type.Object({ packageId: PackageId, bpId: Type.Optional(Id) });
export const CommandScriptQuery = Type.Object({ packageId: PackageId, connectorId: PackageId });

export const ScriptBody = Type.Object({ script: Script });
export const DryRunBody = Type.Object({
  connectorId: Type.Optional(Id),
  packageId: Type.Optional(PackageId),
  commandId: Type.Optional(PackageId),
  script: Type.Optional(Script),
  parameters: Type.Optional(Values),
  input: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  credentialId: Type.Optional(Id),
  timeout: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.dryRunTimeoutMaxMs })),
});
