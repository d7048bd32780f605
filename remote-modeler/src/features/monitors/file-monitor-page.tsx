import { MonitorPage } from './monitor-page';
import { FILE_MONITOR } from './file-monitor';

/** /monitor/file (SPEC §2 "Older pages"). */
export default function FileMonitorPage() {
  return <MonitorPage spec={FILE_MONITOR} />;
}
