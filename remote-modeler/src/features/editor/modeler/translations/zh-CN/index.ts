import { diagramZhCN } from './diagram';
import { lintZhCN } from './lint';
import { propertiesZhCN } from './properties';

/** Every text of the modeler's libraries in this language, keyed by their English. */
export const zhCN = { ...diagramZhCN, ...propertiesZhCN, ...lintZhCN };
