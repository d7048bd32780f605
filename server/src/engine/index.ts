export { createProcessEngine, type EngineOptions } from './process-engine';
export type * from './types';
