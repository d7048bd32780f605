import { MonitorPage } from './monitor-page';
import { MQ_MONITOR } from './mq-monitor';

/** /monitor/mq (SPEC §2 "Older pages"). */
export default function MqMonitorPage() {
  return <MonitorPage spec={MQ_MONITOR} />;
}
