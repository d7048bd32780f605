import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  useResource,
  useSettings,
  type As2Log,
  type LogQuery,
} from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { App, Flex, Table, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logStats, queryLogs } from './api';
import { useLogColumns } from './log-columns';
import { LogDetail } from './log-detail';
import { LogFilters } from './log-filters';
import { rangeDays, toLogQuery } from './log-query';
import { statsToSeries } from './stats-series';
import { StatsChart } from './stats-chart';
import type { LogFilters as Filters } from './types';

interface Applied {
  query: LogQuery;
  days?: { from: string; to: string };
  page: number;
  pageSize: number;
}

const INITIAL: Applied = { query: {}, page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/** /as2Setting/as2Logs/index: AS2 messages with filters, a daily chart and details. */
export default function LogsPage() {
  const { t } = useTranslation('as2');
  const { message } = App.useApp();
  const timezone = useSettings((state) => state.timezone);
  const [applied, setApplied] = useState<Applied>(INITIAL);
  const [detail, setDetail] = useState<{ log?: As2Log; open: boolean }>({ open: false });
  const { query, page, pageSize } = applied;

  const loadLogs = useCallback(async () => {
    try {
      return await queryLogs(query, { page, pageSize });
    } catch (error) {
      message.error(t('logs.loadFailed'));
      throw error;
    }
  }, [query, page, pageSize, message, t]);
  const logs = useResource(loadLogs, { keepPrevious: true });

  const loadStats = useCallback(() => logStats(query, timezone), [query, timezone]);
  const stats = useResource(loadStats, { keepPrevious: true });
  const series = useMemo(
    () => statsToSeries(stats.data ?? [], applied.days),
    [stats.data, applied.days],
  );

  const search = (filters: Filters) =>
    setApplied((current) => ({
      query: toLogQuery(filters, timezone),
      days: rangeDays(filters),
      page: DEFAULT_PAGE,
      pageSize: current.pageSize,
    }));
  const openDetail = useCallback((log: As2Log) => setDetail({ log, open: true }), []);
  const columns = useLogColumns(openDetail);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('logs.title')}
      </Typography.Title>
      <LogFilters timezone={timezone} onSearch={search} />
      <StatsChart data={series} loading={stats.loading} />
      {logs.failed ? (
        <LoadError
          title={t('logs.loadFailed')}
          onRetry={() => {
            logs.reload();
            stats.reload();
          }}
        />
      ) : (
        <Table<As2Log>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={logs.data?.list ?? []}
          loading={logs.loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('logs.empty') }}
          onRow={(log) => ({ onDoubleClick: () => openDetail(log) })}
          pagination={{
            current: page,
            pageSize,
            total: logs.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('logs.total', { count: total }),
            onChange: (nextPage, nextSize) =>
              setApplied((current) => ({
                ...current,
                page: nextSize === current.pageSize ? nextPage : DEFAULT_PAGE,
                pageSize: nextSize,
              })),
          }}
        />
      )}
      <LogDetail
        log={detail.log}
        open={detail.open}
        onClose={() => setDetail((current) => ({ ...current, open: false }))}
      />
    </Flex>
  );
}
