import type { MonitorView } from '@console/shared';
import { Typography } from 'antd';
import { RecentDrawer } from '../automation-common/recent-drawer';
import { fetchMonitorEvents } from './api';

/** What the monitor saw, as `name: value` pairs (a file's path, a message's queue…). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(
      ([name, value]) =>
        `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');

/** A monitor's recent events, newest first, read again every few seconds while open. */
export function EventsDrawer({ monitor, onClose }: { monitor: MonitorView; onClose: () => void }) {
  return (
    <RecentDrawer
      texts="monitors.events"
      name={monitor.name}
      processKey={monitor.processKey}
      load={() => fetchMonitorEvents(monitor.id)}
      autoRefresh
      entryTestId="monitor-event"
      details={(event) => {
        const detail = detailText(event.detail);
        return (
          <>
            <Typography.Text strong ellipsis={{ tooltip: event.eventKey }}>
              {event.eventKey}
            </Typography.Text>
            {detail && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: detail }}>
                {detail}
              </Typography.Text>
            )}
          </>
        );
      }}
      onClose={onClose}
    />
  );
}
