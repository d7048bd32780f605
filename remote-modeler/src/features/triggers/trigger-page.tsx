import { useResource, type Trigger } from '@console/shared';
import {
  ListActions,
  LoadError,
  useConfirmDelete,
  useReportError,
  useUrlListQuery,
} from '@console/shared/ui';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteTrigger, fetchTriggers, updateTrigger } from './api';
import { FiresDrawer } from './fires-drawer';
import { TriggerModal } from './trigger-modal';
import { TriggerTable } from './trigger-table';
import { savedBody } from './trigger-values';
import { useEventNames } from './use-event-names';

/**
 * /trigger (issue 23 §2): the tenant's timer and event triggers, a page at a time, with their
 * switch, edit, delete and a timer's recent fires.
 */
export default function TriggerPage() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const confirmDelete = useConfirmDelete();
  const { page, pageSize, pagination } = useUrlListQuery();
  const load = useMemo(() => () => fetchTriggers({ page, pageSize }), [page, pageSize]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const names = useEventNames(Boolean(data?.list.some((row) => row.type === 'event')));
  // null: closed; 'new'; or the trigger being edited.
  const [editing, setEditing] = useState<Trigger | 'new' | null>(null);
  const [firesOf, setFiresOf] = useState<Trigger | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  if (!data && error) return <LoadError title={t('triggers.loadFailed')} onRetry={reload} />;

  const saved = (trigger: Trigger) => {
    void message.success(t('triggers.saved', { name: trigger.name }));
    reload();
  };

  const switchOn = (trigger: Trigger, active: boolean) => {
    setSwitching(trigger.id);
    updateTrigger({ ...savedBody(trigger), active })
      .then(() => {
        void message.success(
          t(active ? 'triggers.switchedOn' : 'triggers.switchedOff', { name: trigger.name }),
        );
        reload();
      }, report)
      .finally(() => setSwitching(null));
  };

  const remove = (trigger: Trigger) =>
    void confirmDelete({
      title: t('triggers.deleteTitle', { name: trigger.name }),
      content: t('triggers.deleteWarning'),
      onConfirm: async () => {
        await deleteTrigger(trigger.id);
        void message.success(t('triggers.deleted', { name: trigger.name }));
        reload();
      },
    });

  const create = () => setEditing('new');
  return (
    <Card
      title={t('triggers.title')}
      extra={
        // Nothing that moves under the pointer while the first answer is awaited; an empty list
        // offers "New trigger" in its place.
        data?.total ? (
          <ListActions
            createLabel={t('triggers.new')}
            onCreate={create}
            onRefresh={reload}
            refreshing={loading}
          />
        ) : null
      }
    >
      <TriggerTable
        rows={data?.list}
        loading={loading}
        pagination={pagination(data?.total ?? 0)}
        names={names}
        switching={switching}
        onSwitch={switchOn}
        onFires={setFiresOf}
        onEdit={setEditing}
        onDelete={remove}
        // While the first answer is awaited the table shows its spinner, not "none yet".
        empty={
          data ? (
            <Empty description={t('triggers.empty')}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create}>
                {t('triggers.new')}
              </Button>
            </Empty>
          ) : null
        }
      />
      {editing && (
        <TriggerModal
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {firesOf && <FiresDrawer trigger={firesOf} onClose={() => setFiresOf(null)} />}
    </Card>
  );
}
