import { Type, type Static } from 'typebox';

/**
 * Request schemas of the Flows module (SPEC §7 Flows). Every route is admin-only and scoped to
 * the caller's tenant. Names are optional here and checked by the services, so that a missing
 * one gets the spec's message ('Please input the flow name', 'The deploy name is required')
 * rather than the validator's.
 *
 * Choices the spec leaves open:
 * - GET /api/tempFlows lists every draft of the tenant; GET /api/temporaryFlows lists only the
 *   undeployed ones (deployed = false), the "undeployed process table" an import lands in.
 * - /api/tempFlow takes its fields from a JSON body `{ id?, flowId?, name?, xml? }`, or the raw
 *   BPMN as an `application/xml` / `text/xml` body with `id`, `flowId` and `name` in the query.
 *   `id` and `flowId` are synonyms (the console sends one or the other).
 * - A draft's `deployed` is read from the definitions deployed from it (so it stays right when
 *   one is deleted through engine-rest), and the column is kept in step. A deployed draft is not deleted (409): delete its deployed
 *   flows first. Editing it keeps it deployed; the next deploy makes a new version.
 * - PUT /api/flow/detail `{ id, name }` renames the draft the definition was deployed from
 *   (the name the process list shows). A definition's own name comes from its BPMN and, as in
 *   Camunda, never changes; a definition deployed without a draft answers 409.
 * - GET /api/flow/importTargets lists the BPs an import may target: the caller's own and the
 *   partner BPs it manages (id and name), for the import dialog's choices.
 * - POST /api/flow/importFlow: `targetBpId` (default: the caller's tenant) must be a BP the
 *   caller manages and receives the new draft; `sourceBpId` only names where the file came
 *   from (it may be another server's), and must differ from the target.
 */

const Id = Type.Integer({ minimum: 1 });
const Name = Type.String({ maxLength: 255 });
/** A BPMN document; the 2 MiB body limit bounds its size. */
const Xml = Type.String();

export const FlowIdQuery = Type.Object({
  id: Type.Optional(Id),
  flowId: Type.Optional(Id),
  name: Type.Optional(Name),
});
export type FlowIdQuery = Static<typeof FlowIdQuery>;

export const TempFlowCreateBody = Type.Object({
  name: Type.Optional(Name),
  xml: Xml,
});

/** The draft named as in FlowIdQuery, with its new BPMN when the body is JSON. */
export const TempFlowUpdateBody = Type.Object({
  ...FlowIdQuery.properties,
  xml: Type.Optional(Xml),
});
export type TempFlowUpdateBody = Static<typeof TempFlowUpdateBody>;

export const BpParams = Type.Object({ bpId: Id });
export const KeyQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 255 })) });

export const DeployBody = Type.Object({
  name: Type.Optional(Name),
  /** The BPMN file name of the deployment; default `<draft name>.bpmn`. */
  resourceName: Type.Optional(Name),
  tempFlowId: Id,
  suspended: Type.Optional(Type.Boolean()),
  /**
   * 'Deploy without save' (SPEC §4): the editor's BPMN, deployed as a version of the draft
   * while the stored draft keeps its content. Without it the stored draft is deployed.
   */
  xml: Type.Optional(Xml),
});
export type DeployBody = Static<typeof DeployBody>;

/** A process definition id, e.g. `order:2:4f1c…` (Camunda's form). */
const DefinitionId = Type.String({ minLength: 1, maxLength: 255 });

export const DeployedFlowQuery = Type.Object({ flowId: DefinitionId });
export const DefinitionQuery = Type.Object({ id: DefinitionId });
export const DetailUpdateBody = Type.Object({ id: DefinitionId, name: Type.Optional(Name) });

/** `id`: a definition id, or a draft's numeric id; `tempFlowId` names a draft explicitly. */
export const ExportQuery = Type.Object({
  id: Type.Optional(DefinitionId),
  tempFlowId: Type.Optional(Id),
});
export type ExportQuery = Static<typeof ExportQuery>;
