import {
  fromPlain,
  fromVariableMap,
  plainValues,
  toVariableMap as toTypedMap,
} from '../../../engine';
import type { VariableMap } from '../../../engine';

export type PlainValues = Record<string, unknown>;

/** A task's typed variables as the plain values connectors work on (Json values parsed). */
export const toPlainValues = (variables: VariableMap | undefined): PlainValues =>
  plainValues(fromVariableMap(variables));

/** A connector's output as typed variables, typed the way Camunda's own clients type them. */
export function toVariableMap(values: PlainValues): VariableMap {
  // JSONata drops undefined fields of objects it builds, but a command's JSON cannot hold them.
  const defined = Object.entries(values).filter(([, value]) => value !== undefined);
  return toTypedMap(fromPlain(Object.fromEntries(defined)));
}
