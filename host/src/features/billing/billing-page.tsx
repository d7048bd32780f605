import { dayjs, useResource } from '@console/shared';
import { LoadError, saveBlob, useReportError } from '@console/shared/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStatementCsv, fetchPlan, fetchStatement } from './api';
import { PlanCard } from './plan-card';
import { StatementTable } from './statement-table';

const MONTH = 'YYYY-MM';

/** /account/billing: the tenant's plan and quotas, and a month's statement with its CSV. */
export default function BillingPage() {
  const { t } = useTranslation('host');
  const report = useReportError();
  // Months are UTC months, as the server counts them.
  const [month, setMonth] = useState<Dayjs>(() => dayjs.utc().startOf('month'));
  const [saving, setSaving] = useState(false);
  const monthText = month.format(MONTH);
  const plan = useResource(fetchPlan);
  const loadStatement = useCallback(() => fetchStatement(monthText), [monthText]);
  const statement = useResource(loadStatement, { keepPrevious: true });

  const download = async () => {
    setSaving(true);
    try {
      saveBlob(await downloadStatementCsv(monthText), `statement-${monthText}.csv`);
    } catch (failure) {
      report(failure);
    } finally {
      setSaving(false);
    }
  };

  if ((plan.failed && !plan.data) || (statement.failed && !statement.data)) {
    return (
      <LoadError
        title={t('billing.loadFailed')}
        onRetry={() => {
          plan.reload();
          statement.reload();
        }}
      />
    );
  }
  const empty = statement.data?.lines.every((line) => line.quantity === 0);
  return (
    <Card title={t('billing.title')}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Spin spinning={plan.loading}>{plan.data && <PlanCard plan={plan.data} />}</Spin>
        <Card
          size="small"
          title={t('billing.statementTitle', { month: monthText })}
          extra={
            <Space wrap>
              <DatePicker
                picker="month"
                aria-label={t('billing.month')}
                allowClear={false}
                value={month}
                disabledDate={(day) => day.isAfter(dayjs.utc(), 'month')}
                onChange={(next) => next && setMonth(next)}
              />
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={saving}
                disabled={!statement.data}
                onClick={() => void download()}
              >
                {t('billing.downloadCsv')}
              </Button>
            </Space>
          }
        >
          <Spin spinning={statement.loading}>
            {statement.data && (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {empty && <Empty description={t('billing.noUsage')} />}
                <StatementTable statement={statement.data} />
              </Space>
            )}
          </Spin>
        </Card>
      </Space>
    </Card>
  );
}
