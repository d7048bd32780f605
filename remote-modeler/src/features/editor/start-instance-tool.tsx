import { useDebouncedValue, useResource } from '@console/shared';
import { StartInstanceButton } from '@console/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLatestVersion } from './api';

const LOOKUP_DELAY_MS = 400;

/**
 * The editor's ▶, as in Camunda Modeler: starts an instance of the diagram's process once a
 * version of it is deployed (the latest version starts). `deploys` counts the deploys made
 * here, so that the first one enables it.
 */
export function StartInstanceTool(props: {
  processKey: string | null;
  name?: string;
  deploys: number;
}) {
  const { name, deploys } = props;
  const { t } = useTranslation('modeler');
  // A process id typed in the properties panel is looked up once typing stops, not per key.
  const processKey = useDebouncedValue(props.processKey, LOOKUP_DELAY_MS);
  const load = useMemo(
    () => (processKey ? () => fetchLatestVersion(processKey) : null),
    // A deploy made here is a new version to look for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [processKey, deploys],
  );
  const { data: latest } = useResource(load);
  const deployed = Boolean(processKey && latest);
  return (
    <StartInstanceButton
      iconOnly
      disabled={!deployed}
      disabledReason={t('common:startInstance.notDeployed')}
      target={{ key: processKey ?? '', name: name || processKey || '' }}
    />
  );
}
