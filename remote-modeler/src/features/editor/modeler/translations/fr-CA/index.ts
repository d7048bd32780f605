import { diagramFrCA } from './diagram';
import { lintFrCA } from './lint';
import { propertiesFrCA } from './properties';

/** Every text of the modeler's libraries in this language, keyed by their English. */
export const frCA = { ...diagramFrCA, ...propertiesFrCA, ...lintFrCA };
