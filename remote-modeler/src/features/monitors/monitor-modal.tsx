import { useSettings, type MonitorSaved, type MonitorView } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { useTranslation } from 'react-i18next';
import { createMonitor, updateMonitor, type MonitorRoute } from './api';
import { CommonFields } from './common-fields';
import type { CommonValues, MonitorKindSpec } from './monitor-kind';

interface MonitorModalProps<R extends MonitorRoute, V extends CommonValues> {
  spec: MonitorKindSpec<R, V>;
  /** The monitor being edited; undefined for a new one. */
  editing: MonitorView | undefined;
  onClose: () => void;
  onSaved: (saved: MonitorSaved) => void;
}

/**
 * Creates or edits a monitor of one kind. A refusal of the server (400 naming the field, 409
 * for a taken name) stays above the fields with everything the user typed; Enter saves.
 */
export function MonitorModal<R extends MonitorRoute, V extends CommonValues>({
  spec,
  editing,
  onClose,
  onSaved,
}: MonitorModalProps<R, V>) {
  const { t } = useTranslation('modeler');
  const timezone = useSettings((state) => state.timezone);
  const { Fields } = spec;

  const submit = async (values: V) => {
    const body = spec.body(values);
    const saved = editing
      ? await updateMonitor(spec.route, { ...body, id: editing.id })
      : await createMonitor(spec.route, body);
    onSaved(saved);
  };

  return (
    <FormModal<V>
      title={
        editing
          ? t('monitors.editTitle', { name: editing.name })
          : t(`monitors.newTitle.${spec.route}`)
      }
      width={640}
      okText={t('common:action.save')}
      failureTitle={t(editing ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={spec.initialValues(editing, { timezone })}
      onSubmit={submit}
      onClose={onClose}
    >
      <CommonFields>
        <Fields />
      </CommonFields>
    </FormModal>
  );
}
