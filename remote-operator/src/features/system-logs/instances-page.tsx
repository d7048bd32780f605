import { dayjs, useFormatTime, useResource, useSettings } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import HistoryNav from '../history/history-nav';
import { useHistoryQuery } from '../history/use-history-query';
import { fetchInstancePage, type InstanceRow } from '../process-detail/api';
import { stateColumn } from '../process-detail/state-column';
import { instancesListQuery, instancesQueryOf, RUNNING, STATES } from './instances-query';
import { INSTANCE_IN_OUT, INSTANCE_LOG, instancePage } from './routes';

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

interface Filters {
  key?: string;
  state?: string;
  businessKey?: string;
  started?: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
}

/** A definition id is `key:version:uuid`; the key is what the list shows. */
const keyOf = (row: InstanceRow) => row.processDefinitionId.split(':')[0];

/**
 * opeSystemLogs/opeInstances: the instance history of every process or of one (key), with
 * state, business key and start filters in the URL; each instance opens its log or its input
 * and output.
 */
export default function InstancesPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const timezone = useSettings((state) => state.timezone);
  const { params, change, setPage } = useHistoryQuery();
  const query = useMemo(() => instancesQueryOf(params), [params]);
  const load = useMemo(
    () => () => fetchInstancePage(instancesListQuery(query, timezone)),
    [query, timezone],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const picked = (wallClock?: string) => (wallClock ? dayjs(wallClock) : null);
  const apply = (values: Filters) =>
    change({
      key: values.key?.trim(),
      state: values.state,
      businessKey: values.businessKey?.trim(),
      startedAfter: values.started?.[0]?.format(WALL_CLOCK),
      startedBefore: values.started?.[1]?.format(WALL_CLOCK),
      page: undefined,
    });

  return (
    <>
      <HistoryNav />
      <Card title={t('systemLogs.instances.title')}>
        <Form<Filters>
          key={params.toString()}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          initialValues={{
            key: query.key,
            state: query.state,
            businessKey: query.businessKey,
            started: [picked(query.startedAfter), picked(query.startedBefore)],
          }}
          onFinish={apply}
        >
          <Form.Item name="key" label={t('systemLogs.column.key')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="state" label={t('detail.column.state')}>
            <Select
              allowClear
              style={{ width: 220 }}
              options={[
                ...STATES.map((state) => ({ value: state, label: t(`state.${state}`) })),
                { value: RUNNING, label: t('systemLogs.instances.running') },
              ]}
            />
          </Form.Item>
          <Form.Item name="businessKey" label={t('detail.column.businessKey')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="started" label={t('systemLogs.instances.started')}>
            <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('systemLogs.instances.apply')}
            </Button>
          </Space>
        </Form>
        {error && !data ? (
          <LoadError title={t('history.loadFailed')} onRetry={reload} />
        ) : (
          <Table<InstanceRow>
            rowKey="id"
            loading={loading}
            dataSource={data?.rows ?? []}
            locale={{ emptyText: t('systemLogs.instances.empty') }}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: data?.total ?? 0,
              showSizeChanger: true,
              onChange: setPage,
            }}
            columns={[
              { title: t('detail.column.id'), dataIndex: 'id' },
              { title: t('systemLogs.column.key'), key: 'key', render: (_, row) => keyOf(row) },
              { title: t('detail.column.businessKey'), dataIndex: 'businessKey' },
              { title: t('detail.column.startTime'), dataIndex: 'startTime', render: formatTime },
              { title: t('detail.column.endTime'), dataIndex: 'endTime', render: formatTime },
              stateColumn<InstanceRow>(t),
              {
                title: t('common:action.actions'),
                key: 'actions',
                render: (_, row) => (
                  <Space size="middle">
                    <Link to={instancePage(INSTANCE_LOG, row.id)}>{t('systemLogs.log')}</Link>
                    <Link to={instancePage(INSTANCE_IN_OUT, row.id)}>{t('systemLogs.inOut')}</Link>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
