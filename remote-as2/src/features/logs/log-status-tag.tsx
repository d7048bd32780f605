import type { LogStatus } from '@console/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<LogStatus, string> = { success: 'green', failed: 'red', pending: 'gold' };

/** A message's outcome: success (green), failed (red) or pending (gold). */
export function LogStatusTag({ status }: { status: LogStatus }) {
  const { t } = useTranslation('as2');
  return <Tag color={COLOR[status] ?? 'default'}>{t(`logs.status.${status}`, status)}</Tag>;
}
