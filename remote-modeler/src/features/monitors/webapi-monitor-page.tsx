import { MonitorPage } from './monitor-page';
import { WEBAPI_MONITOR } from './webapi-monitor';

/** /monitor/webapi (SPEC §2 "Older pages"). */
export default function WebApiMonitorPage() {
  return <MonitorPage spec={WEBAPI_MONITOR} />;
}
