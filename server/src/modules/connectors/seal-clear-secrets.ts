import type { ComposeStep, ParamMeta, ParamValue } from '@console/shared/contract';
import { eq, isNotNull, or } from 'drizzle-orm';
import { connectors } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Sealer } from '../credentials/seal';
import { paramsMetaIndex } from '../packages/service';
import type { ConnectorRow } from './connector-service';
import { sealClear } from './param-secrets';

type MetaOf = (packageId: string, commandId: string) => readonly ParamMeta[];

/** A connector's parameters with the secrets it holds in clear sealed; the same object if none. */
function sealedParameters(sealer: Sealer, row: ConnectorRow, metaOf: MetaOf) {
  if (row.type === 'compose' && Array.isArray(row.parameters.steps)) {
    const old = row.parameters.steps as ComposeStep[];
    const steps = old.map((step) => {
      const { packageId, connectorId } = step.packageCommandInfo;
      const before = step.commandConnector.parameters;
      const parameters = sealClear(sealer, metaOf(packageId, connectorId), before);
      return parameters === before
        ? step
        : {
            ...step,
            commandConnector: {
              ...step.commandConnector,
              parameters: parameters as Record<string, ParamValue>,
            },
          };
    });
    return steps.some((step, at) => step !== old[at])
      ? { ...row.parameters, steps }
      : row.parameters;
  }
  if (!row.packageId || !row.commandId) return row.parameters;
  return sealClear(sealer, metaOf(row.packageId, row.commandId), row.parameters);
}

/**
 * Seals the Secret parameters that connectors saved before they were sealed (issue 22 §4), at
 * start: SQL migrations cannot, the key is the server's. Once done, it writes nothing.
 */
export async function sealClearSecrets(db: Db, sealer: Sealer) {
  const rows = await db
    .select()
    .from(connectors)
    .where(or(isNotNull(connectors.packageId), eq(connectors.type, 'compose')));
  const forms = new Map<number, MetaOf>();
  for (const row of rows) {
    let metaOf = forms.get(row.tenantId);
    if (!metaOf) forms.set(row.tenantId, (metaOf = await paramsMetaIndex(db, row.tenantId)));
    const parameters = sealedParameters(sealer, row, metaOf);
    if (parameters !== row.parameters) {
      await db.update(connectors).set({ parameters }).where(eq(connectors.id, row.id));
    }
  }
}
