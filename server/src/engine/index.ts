export { createProcessEngine, type EngineOptions } from './process-engine';
export type * from './types';
export type { EngineQueries } from './queries';
export * from './errors';
