import { useFormatTime, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { Button, Card, Flex, Form, Input, Select, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLogLabels, searchLogs, type LogHit, type LogSearch } from './api';
import DaysPicker from './days-picker';
import HistoryNav from './history-nav';
import { useHistoryQuery } from './use-history-query';

const PAGE = 50;
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];
const isLevel = (level: string | null | undefined): level is Level =>
  (LEVELS as readonly string[]).includes(level ?? '');
/** The labels a search can filter on by value (level has its own choice). */
const VALUE_LABELS = ['source', 'processInstanceId'] as const;
type ValueLabel = (typeof VALUE_LABELS)[number];
const isValueLabel = (name: string): name is ValueLabel =>
  (VALUE_LABELS as readonly string[]).includes(name);
const LEVEL_COLOR: Record<string, string> = { error: 'error', warn: 'warning', info: 'processing' };

interface Values {
  query?: string;
  level?: string;
  label?: ValueLabel;
  value?: string;
}

/**
 * operatorLogQuery: the logs searched by text, a label's value, level and days; newest first
 * (timestamp, then offset), with search-after paging: "load more" goes on from the last line
 * shown, so lines written meanwhile never shift what is on screen.
 */
export default function LogQueryPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const report = useReportError();
  const { params, days, range, change, setDays } = useHistoryQuery();
  const labels = useResource(fetchLogLabels);
  const [more, setMore] = useState<{
    key: string;
    hits: LogHit[];
    after: [number, number] | null;
  }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const label = VALUE_LABELS.find((name) => params.get(name));
  const search = useMemo((): LogSearch => {
    const level = params.get('level') ?? undefined;
    return {
      ...range,
      query: params.get('query') ?? undefined,
      level: isLevel(level) ? level : undefined,
      ...(label ? { [label]: params.get(label) ?? undefined } : {}),
      size: PAGE,
    };
  }, [params, range, label]);
  const key = JSON.stringify(search);
  const load = useMemo(() => () => searchLogs(search), [search]);
  const first = useResource(load, { keepPrevious: true });
  const extra = more?.key === key ? more : undefined;
  const hits = [...(first.data?.hits ?? []), ...(extra?.hits ?? [])];
  const after = extra ? extra.after : (first.data?.searchAfter ?? null);

  const loadMore = async () => {
    if (!after) return;
    setLoadingMore(true);
    try {
      const next = await searchLogs({ ...search, searchAfter: after });
      setMore({ key, hits: [...(extra?.hits ?? []), ...next.hits], after: next.searchAfter });
    } catch (failure) {
      report(failure);
    } finally {
      setLoadingMore(false);
    }
  };
  const apply = (values: Values) =>
    change({
      query: values.query?.trim(),
      level: values.level,
      source: values.label === 'source' ? values.value?.trim() : undefined,
      processInstanceId: values.label === 'processInstanceId' ? values.value?.trim() : undefined,
    });
  const labelOptions = (labels.data ?? []).filter(isValueLabel);

  return (
    <>
      <HistoryNav />
      <Card
        title={t('history.logQuery.title')}
        extra={<DaysPicker days={days} onChange={setDays} />}
      >
        <Form<Values>
          key={key}
          layout="inline"
          style={{ rowGap: 8, marginBottom: 12 }}
          initialValues={{
            query: search.query,
            level: search.level,
            label: label ?? 'source',
            value: label ? (params.get(label) ?? '') : '',
          }}
          onFinish={apply}
        >
          <Form.Item name="query" label={t('history.logQuery.text')}>
            <Input allowClear maxLength={200} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label={t('history.logQuery.label')}>
            <Flex gap={4}>
              <Form.Item name="label" noStyle>
                <Select
                  aria-label={t('history.logQuery.label')}
                  style={{ width: 170 }}
                  options={(labelOptions.length ? labelOptions : VALUE_LABELS).map((name) => ({
                    value: name,
                    label: t(`history.logQuery.field.${name}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name="value" noStyle>
                <Input
                  aria-label={t('history.logQuery.value')}
                  placeholder={t('history.logQuery.value')}
                  maxLength={255}
                  style={{ width: 200 }}
                />
              </Form.Item>
            </Flex>
          </Form.Item>
          <Form.Item name="level" label={t('history.logQuery.level')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={LEVELS.map((level) => ({
                value: level,
                label: t(`history.logQuery.levels.${level}`),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('detail.filter.apply')}
          </Button>
        </Form>
        {first.error && !first.data ? (
          <LoadError title={t('history.loadFailed')} onRetry={first.reload} />
        ) : (
          <>
            <Table<LogHit>
              rowKey="offset"
              size="small"
              loading={first.loading}
              dataSource={hits}
              pagination={false}
              locale={{ emptyText: t('history.logQuery.empty') }}
              columns={[
                {
                  title: t('history.column.time'),
                  dataIndex: 'timestamp',
                  width: 180,
                  render: formatTime,
                },
                {
                  title: t('history.logQuery.level'),
                  dataIndex: 'level',
                  width: 90,
                  render: (level: string) => (
                    <Tag color={LEVEL_COLOR[level]}>
                      {isLevel(level) ? t(`history.logQuery.levels.${level}`) : level}
                    </Tag>
                  ),
                },
                {
                  title: t('history.logQuery.field.source'),
                  dataIndex: 'source',
                  width: 140,
                },
                { title: t('history.column.message'), dataIndex: 'message' },
                {
                  title: t('history.logQuery.field.processInstanceId'),
                  dataIndex: 'processInstanceId',
                  width: 300,
                },
              ]}
            />
            <Flex justify="center" style={{ marginTop: 12 }}>
              {after ? (
                <Button onClick={() => void loadMore()} loading={loadingMore}>
                  {t('history.logQuery.more')}
                </Button>
              ) : (
                hits.length > 0 && <span>{t('history.logQuery.end')}</span>
              )}
            </Flex>
          </>
        )}
      </Card>
    </>
  );
}
