export { createProcessEngine, type EngineOptions } from './process-engine';
export type * from './types';
export type { EngineQueries } from './queries';
export * from './errors';
/** The variable codec: Camunda's typed values ↔ the engine's, for the engine's clients. */
export {
  fromPlain,
  fromVariableMap,
  parseStored,
  plainValues,
  toTyped,
  toVariableMap,
  type Variable,
  type Variables,
} from './runtime/variables';
/** BPMN parsing and its checks, for the modules that check a diagram before deploying it. */
export { parseBpmn } from './bpmn/model';
/** A temp_flow column: whether a definition was deployed from the draft. */
export { draftHasDeployedDefinition } from './queries/platform-sql';
export type { LogCursor, LogFilters, LogLine } from './queries/logs';
