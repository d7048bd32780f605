import { MONITOR_LIMITS, type MonitorSaved, type MonitorView } from '@console/shared';
import { useTranslation } from 'react-i18next';
import type { MonitorRoute } from '../automation-common/api';
import { EntityModal } from '../automation-common/entity-modal';
import type { RowEditorProps } from '../automation-common/use-row-actions';
import { createMonitor, updateMonitor, type MonitorBodies } from './api';
import { CommonFields } from './common-fields';
import type { CommonValues, MonitorKindSpec } from './monitor-kind';

interface MonitorModalProps<R extends MonitorRoute, V extends CommonValues> extends RowEditorProps<
  MonitorView,
  MonitorSaved
> {
  spec: MonitorKindSpec<R, V>;
}

/** Creates or edits a monitor of one kind: the kind's own fields among those of every monitor. */
export function MonitorModal<R extends MonitorRoute, V extends CommonValues>({
  spec,
  ...props
}: MonitorModalProps<R, V>) {
  const { t } = useTranslation('modeler');
  const { Fields, route } = spec;

  return (
    <EntityModal<MonitorView, V, MonitorBodies[R], MonitorSaved>
      texts="monitors"
      newTitle={t(`monitors.newTitle.${route}`)}
      {...props}
      initialValues={spec.initialValues}
      nameMax={MONITOR_LIMITS.name}
      body={spec.body}
      create={(body) => createMonitor(route, body)}
      update={(body) => updateMonitor(route, body)}
    >
      <CommonFields>
        <Fields />
      </CommonFields>
    </EntityModal>
  );
}
