import {
  MONITOR_MESSAGES,
  useResource,
  type MonitorSaved,
  type MonitorView,
} from '@console/shared';
import { useUrlListQuery } from '@console/shared/ui';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMonitors, type MonitorRoute } from '../automation-common/api';
import { ListPage } from '../automation-common/list-page';
import { useAutoRefresh } from '../automation-common/use-auto-refresh';
import { useRowActions } from '../automation-common/use-row-actions';
import { deleteMonitor, setMonitorActive } from './api';
import { EventsDrawer } from './events-drawer';
import type { CommonValues, MonitorKindSpec } from './monitor-kind';
import { MonitorModal } from './monitor-modal';
import { useMonitorColumns } from './monitor-columns';
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
  const { route } = spec;
  const { pagination } = useUrlListQuery();
  const load = useMemo(() => () => fetchMonitors(route), [route]);
  const list = useResource(load, { keepPrevious: true });
  // A failed read stops the polling (the client showed why); Refresh starts it again.
  useAutoRefresh(list.reload, !list.failed);
  const rows = useRowActions<MonitorView>({
    texts: 'monitors',
    reload: list.reload,
    deleteRow: (monitor) => deleteMonitor(route, monitor.id),
    switched: { on: 'monitors.started', off: 'monitors.stopped' },
  });
  const [eventsOf, setEventsOf] = useState<MonitorView | null>(null);
  const [webhook, setWebhook] = useState<MonitorSaved | null>(null);

  const saved = (monitor: MonitorSaved) => {
    rows.saved(monitor);
    if (monitor.notice) {
      // The server's SPEC §4 notice, in the user's language when it is the known one.
      const known = monitor.notice === MONITOR_MESSAGES.convertedInactive;
      void message.warning(known ? t('monitors.file.converted') : monitor.notice);
    }
    if (monitor.webhookSecret) setWebhook(monitor);
  };

  const columns = useMonitorColumns({
    route,
    where: spec.where,
    onSwitch: (monitor) => {
      const start = monitor.state !== 'ACTIVE';
      rows.switchTo(monitor, start, () => setMonitorActive(route, monitor.id, start));
    },
    onEdit: rows.edit,
    onDelete: rows.remove,
    onEvents: setEventsOf,
  });

  return (
    <ListPage
      texts="monitors"
      title={t(`monitors.title.${route}`)}
      emptyText={t(`monitors.empty.${route}`)}
      {...list}
      rows={list.data}
      count={list.data?.length}
      columns={columns}
      // Client-side pages, kept in the URL as the server's paged lists are.
      pagination={pagination(list.data?.length ?? 0)}
      polled
      onCreate={rows.create}
    >
      {rows.editor && <MonitorModal<R, V> spec={spec} {...rows.editor} onSaved={saved} />}
      {eventsOf && <EventsDrawer monitor={eventsOf} onClose={() => setEventsOf(null)} />}
      {webhook && <WebhookModal saved={webhook} onClose={() => setWebhook(null)} />}
    </ListPage>
  );
}
