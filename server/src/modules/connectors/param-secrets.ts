import type { ComposeStep, ParamMeta } from '@console/shared/contract';
import type { Sealer } from '../credentials/seal';
import { checkValues } from '../packages/param-values';

/**
 * A command's parameter of type Secret is kept sealed in the connector's parameters, with the
 * credentials' key: `{ sealed: "v1:…" }` stands where the value would be. It is opened only
 * for a run (paramsForRun), and answered only as set or not set (hideSecrets, publicParameters).
 */
interface SealedParam {
  sealed: string;
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isSealed = (value: unknown): value is SealedParam =>
  isMap(value) && typeof value.sealed === 'string' && Object.keys(value).length === 1;

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

const secretNames = (fields: readonly ParamMeta[]) =>
  new Set(fields.filter((field) => field.type === 'Secret').map((field) => field.name));

const sealOne = (sealer: Sealer, value: unknown): unknown =>
  typeof value === 'string' && value !== '' ? { sealed: sealer.seal({ value }) } : value;

/**
 * The values to save: checked against the command's fields, secrets sealed. A secret left out
 * (or null, or empty) keeps its saved value, as a credential's does; one saved in clear before
 * secrets were sealed is sealed now.
 */
export function paramsToSave(
  sealer: Sealer,
  fields: readonly ParamMeta[],
  sent: Record<string, unknown>,
  saved: Record<string, unknown> = {},
): Record<string, unknown> {
  const secrets = secretNames(fields);
  const kept = new Set(
    [...secrets].filter((name) => hasValue(saved[name]) && !hasValue(sent[name])),
  );
  const checked: Record<string, unknown> = checkValues(fields, sent, kept);
  for (const name of secrets) {
    if (kept.has(name)) checked[name] = saved[name];
    if (!isSealed(checked[name])) checked[name] = sealOne(sealer, checked[name]);
  }
  return checked;
}

/** The Secret fields' values sealed where a row still has them in clear; the same object if none. */
export function sealClear(
  sealer: Sealer,
  fields: readonly ParamMeta[],
  params: Record<string, unknown>,
): Record<string, unknown> {
  const clear = [...secretNames(fields)].filter(
    (name) => typeof params[name] === 'string' && params[name] !== '',
  );
  if (!clear.length) return params;
  return { ...params, ...Object.fromEntries(clear.map((n) => [n, sealOne(sealer, params[n])])) };
}

/**
 * The saved parameters as a run gets them, sealed secrets opened, with the names of those the
 * run's answer must mask: its Secret fields and whatever was sealed. Only saved parameters are
 * opened, never a request's (a Secret field refuses anything but text).
 */
export function paramsForRun(
  sealer: Sealer,
  saved: Record<string, unknown>,
  fields: readonly ParamMeta[],
): { params: Record<string, unknown>; secretParams: string[] } {
  const secrets = secretNames(fields);
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(saved)) {
    params[name] = isSealed(value) ? sealer.open(value.sealed).value : value;
    if (isSealed(value)) secrets.add(name);
  }
  return { params, secretParams: [...secrets] };
}

/** The names of a command's Secret fields: what a run masks in its answer. */
export const secretFieldsOf = (fields: readonly ParamMeta[]) => [...secretNames(fields)];

/**
 * The parameters as an answer shows them: no secret's value, sealed or (by its field's type)
 * in clear; `secretsSet` names the secrets that have one.
 */
export function hideSecrets(
  params: Record<string, unknown>,
  fields: readonly ParamMeta[] = [],
): { parameters: Record<string, unknown>; secretsSet: string[] } {
  const secrets = secretNames(fields);
  const parameters: Record<string, unknown> = {};
  const secretsSet: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (isSealed(value) || secrets.has(name)) {
      if (hasValue(value)) secretsSet.push(name);
    } else parameters[name] = value;
  }
  return { parameters, secretsSet };
}

type MetaOf = (packageId: string, commandId: string) => readonly ParamMeta[];

/** A connector's fields as far as its secrets go. */
interface SecretHolder {
  type: string;
  packageId: string | null;
  commandId: string | null;
  parameters: Record<string, unknown>;
}

/**
 * A connector's parameters as every answer shows them (hideSecrets): a package command's, and
 * each step's of a compose connector (with its own `secretsSet`). Without `metaOf`, only
 * sealed values are known to be secrets.
 */
export function publicParameters(row: SecretHolder, metaOf: MetaOf = () => []) {
  if (row.type === 'compose' && Array.isArray(row.parameters.steps)) {
    const steps = (row.parameters.steps as ComposeStep[]).map((step) => {
      const { packageId, connectorId } = step.packageCommandInfo;
      const hidden = hideSecrets(step.commandConnector.parameters, metaOf(packageId, connectorId));
      return { ...step, commandConnector: { ...step.commandConnector, ...hidden } };
    });
    return { parameters: { ...row.parameters, steps }, secretsSet: [] };
  }
  if (!row.packageId || !row.commandId) return { parameters: row.parameters, secretsSet: [] };
  return hideSecrets(row.parameters, metaOf(row.packageId, row.commandId));
}
