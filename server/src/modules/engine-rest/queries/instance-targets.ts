import { Type } from 'typebox';
import { MAX_LIST_ITEMS } from '../../../limits/input-limits';
import { HistoryInstanceQuery } from './history-instance-filters';
import { BodyVariables } from './instance-filters';
import { postBodyOf } from './post-query';
import { RuntimeQuery } from './runtime-instance-filters';

/** Camunda's `processInstanceQuery` and `historicProcessInstanceQuery` in a command's body. */
export const RuntimeInstanceBody = postBodyOf(RuntimeQuery, BodyVariables);
export const HistoryInstanceBody = postBodyOf(HistoryInstanceQuery, BodyVariables);

/**
 * How a bulk command names its instances: ids, a runtime query, a history query, or several
 * (the engine's instances.targets reads them).
 */
export const InstanceTargets = {
  processInstanceIds: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { maxItems: MAX_LIST_ITEMS }),
  ),
  processInstanceQuery: Type.Optional(RuntimeInstanceBody),
  historicProcessInstanceQuery: Type.Optional(HistoryInstanceBody),
};
