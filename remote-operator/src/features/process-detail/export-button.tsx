import { useSettings } from '@console/shared';
import { saveBlob, useReportError } from '@console/shared/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportInstances, type ListQuery } from './api';

/**
 * Exports the instance list with its current filters and the columns shown as CSV. The server
 * streams every matching instance (no cap here); the browser only saves the file.
 */
export default function ExportButton({
  filters,
  columns,
  fileName,
}: {
  filters: ListQuery;
  columns: string[];
  fileName: string;
}) {
  const { t } = useTranslation('operator');
  const report = useReportError();
  const timeZone = useSettings((state) => state.timezone);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await exportInstances(filters, columns, timeZone), fileName);
    } catch (failure) {
      report(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
      {t('detail.exportCsv')}
    </Button>
  );
}
