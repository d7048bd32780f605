import {
  MONITOR_MESSAGES,
  useResource,
  type MonitorSaved,
  type MonitorView,
} from '@console/shared';
import { ListActions, LoadError, useConfirmDelete, useReportError } from '@console/shared/ui';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMonitor, fetchMonitors, setMonitorActive, type MonitorRoute } from './api';
import { EventsDrawer } from './events-drawer';
import type { CommonValues, MonitorKindSpec } from './monitor-kind';
import { MonitorModal } from './monitor-modal';
import { MonitorTable } from './monitor-table';
import { useAutoRefresh } from './use-auto-refresh';
import { WebhookModal } from './webhook-modal';

/**
 * /monitor/file, /monitor/mq and /monitor/webapi: the tenant's monitors of one kind, read again
 * every few seconds while the page is open, with their start, stop, edit, delete and events.
 */
export function MonitorPage<R extends MonitorRoute, V extends CommonValues>({
  spec,
}: {
  spec: MonitorKindSpec<R, V>;
}) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const confirmDelete = useConfirmDelete();
  const { route } = spec;
  const load = useMemo(() => () => fetchMonitors(route), [route]);
  const { data, error, loading, failed, reload } = useResource(load, { keepPrevious: true });
  // A failed read stops the polling (the client showed why); Refresh starts it again.
  useAutoRefresh(reload, !failed);
  // null: closed; 'new'; or the monitor being edited.
  const [editing, setEditing] = useState<MonitorView | 'new' | null>(null);
  const [eventsOf, setEventsOf] = useState<MonitorView | null>(null);
  const [webhook, setWebhook] = useState<MonitorSaved | null>(null);

  if (!data && error) return <LoadError title={t('monitors.loadFailed')} onRetry={reload} />;

  const saved = (monitor: MonitorSaved) => {
    void message.success(t('monitors.saved', { name: monitor.name }));
    if (monitor.notice) {
      // The server's SPEC §4 notice, in the user's language when it is the known one.
      const known = monitor.notice === MONITOR_MESSAGES.convertedInactive;
      void message.warning(known ? t('monitors.file.converted') : monitor.notice);
    }
    if (monitor.webhookSecret) setWebhook(monitor);
    reload();
  };

  const switchOn = (monitor: MonitorView) => {
    const start = monitor.state !== 'ACTIVE';
    setMonitorActive(route, monitor.id, start).then(() => {
      void message.success(
        t(start ? 'monitors.started' : 'monitors.stopped', { name: monitor.name }),
      );
      reload();
    }, report);
  };

  const remove = (monitor: MonitorView) =>
    void confirmDelete({
      title: t('monitors.deleteTitle', { name: monitor.name }),
      content: t('monitors.deleteWarning'),
      onConfirm: async () => {
        await deleteMonitor(route, monitor.id);
        void message.success(t('monitors.deleted', { name: monitor.name }));
        reload();
      },
    });

  const empty = data?.length === 0;
  return (
    <Card
      title={t(`monitors.title.${route}`)}
      extra={
        // While the first answer is awaited there is no button that would move away under the
        // pointer; an empty list offers "New monitor" in its place.
        data?.length ? (
          <ListActions
            createLabel={t('monitors.new')}
            onCreate={() => setEditing('new')}
            onRefresh={reload}
            refreshing={loading}
          />
        ) : null
      }
    >
      {empty ? (
        <Empty description={t(`monitors.empty.${route}`)}>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('monitors.new')}
          </Button>
        </Empty>
      ) : (
        <MonitorTable
          route={route}
          rows={data}
          where={spec.where}
          onSwitch={switchOn}
          onEdit={setEditing}
          onDelete={remove}
          onEvents={setEventsOf}
        />
      )}
      {editing && (
        <MonitorModal<R, V>
          spec={spec}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {eventsOf && <EventsDrawer monitor={eventsOf} onClose={() => setEventsOf(null)} />}
      {webhook && <WebhookModal saved={webhook} onClose={() => setWebhook(null)} />}
    </Card>
  );
}
