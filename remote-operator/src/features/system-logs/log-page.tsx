import { formatBytes, useResource, useSettings } from '@console/shared';
import { LoadError, saveBlob, useReportError } from '@console/shared/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Segmented, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import HistoryNav from '../history/history-nav';
import MissingId from '../history/missing-id';
import { downloadLog, fetchLogSummary, fetchLogText, type LogMode } from './api';
import InstanceHeader from './instance-header';
import { INSTANCES } from './routes';

/** Above this many megabytes (MiB) a log is shown only after the user says so (SPEC §5). */
export const LOG_SIZE_LIMIT_MB = 5;
const LIMIT_BYTES = LOG_SIZE_LIMIT_MB * 1024 * 1024;

/** The log's text, read when this is drawn. */
function LogText({ id, mode }: { id: string; mode: LogMode }) {
  const { t } = useTranslation('operator');
  const timezone = useSettings((state) => state.timezone);
  const load = useMemo(
    () => () => fetchLogText({ processInstanceId: id, mode, timezone }),
    [id, mode, timezone],
  );
  const { data, error, loading, reload } = useResource(load);
  if (error) return <LoadError title={t('systemLogs.logFailed')} onRetry={reload} />;
  if (loading || data === undefined) return <Spin />;
  return (
    <pre
      aria-label={t('systemLogs.logText')}
      style={{ maxHeight: '60vh', overflow: 'auto', margin: 0, fontSize: 12 }}
    >
      {data}
    </pre>
  );
}

/**
 * opeSystemLogs/opeLog?id=&mode=: one instance's system log, simple (time and message) or
 * complete (every field); its size in each mode is known first, and a log above the limit
 * asks to be shown or downloaded instead.
 */
export default function LogPage() {
  const { t } = useTranslation('operator');
  const report = useReportError();
  const timezone = useSettings((state) => state.timezone);
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const mode: LogMode = params.get('mode') === 'complete' ? 'complete' : 'simple';
  // Without an id there is nothing to ask the server: the page says so instead.
  const load = useMemo(() => (id ? () => fetchLogSummary(id) : null), [id]);
  const { data: summary, error, reload } = useResource(load);
  // The modes whose big text the user chose to see here.
  const [shown, setShown] = useState<LogMode[]>([]);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadLog({ processInstanceId: id, mode, timezone }), `${id}-${mode}.log`);
    } catch (failure) {
      report(failure);
    } finally {
      setDownloading(false);
    }
  };
  if (!id) return <MissingId what="instance" back={INSTANCES} />;
  const size = summary?.bytes[mode] ?? 0;
  const body = () => {
    if (!summary) return <Spin />;
    if (!summary.lines) return <Empty description={t('systemLogs.noLog')} />;
    if (size > LIMIT_BYTES && !shown.includes(mode)) {
      return (
        <Result
          status="warning"
          title={t('systemLogs.big.title', { size: formatBytes(size), limit: LOG_SIZE_LIMIT_MB })}
          subTitle={t('systemLogs.big.hint')}
          extra={[
            <Button key="show" onClick={() => setShown([...shown, mode])}>
              {t('systemLogs.big.show')}
            </Button>,
            <Button key="download" type="primary" loading={downloading} onClick={download}>
              {t('systemLogs.download')}
            </Button>,
          ]}
        />
      );
    }
    return <LogText id={id} mode={mode} />;
  };

  return (
    <>
      <HistoryNav />
      {error && !summary ? (
        <LoadError title={t('systemLogs.logFailed')} onRetry={reload} />
      ) : (
        <Card
          title={t('systemLogs.logTitle')}
          extra={
            <Space>
              <Segmented<LogMode>
                value={mode}
                onChange={(next) =>
                  setParams((current) => {
                    const changed = new URLSearchParams(current);
                    changed.set('mode', next);
                    return changed;
                  })
                }
                options={(['simple', 'complete'] as const).map((value) => ({
                  value,
                  label: `${t(`systemLogs.mode.${value}`)} · ${formatBytes(summary?.bytes[value])}`,
                }))}
              />
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={downloading}
                disabled={!summary?.lines}
                onClick={download}
              >
                {t('systemLogs.download')}
              </Button>
            </Space>
          }
        >
          <InstanceHeader id={id} summary={summary} />
          <Typography.Paragraph type="secondary">
            {t('systemLogs.size', { size: formatBytes(size), count: summary?.lines ?? 0 })}
          </Typography.Paragraph>
          {body()}
        </Card>
      )}
    </>
  );
}
