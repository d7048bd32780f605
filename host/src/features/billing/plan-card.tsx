import type { PlanView, QuotaPrice } from '@console/shared';
import { Card, Descriptions, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useFigures } from './use-figures';

/** The tenant's plan: its fee, and per quota what it includes and the price beyond. */
export function PlanCard({ plan }: { plan: PlanView }) {
  const { t } = useTranslation('host');
  const { money, quantity } = useFigures(plan.currency);
  const columns: ColumnsType<QuotaPrice> = [
    {
      title: t('billing.column.item'),
      key: 'quota',
      render: (_, q) => t(`usage.quota.${q.quota}`),
    },
    {
      title: t('billing.included'),
      key: 'included',
      align: 'right',
      render: (_, q) => quantity(q.quota, q.included),
    },
    {
      title: t('billing.price'),
      key: 'price',
      align: 'right',
      render: (_, q) =>
        t('billing.pricePer', { price: money(q.unitPrice), unit: quantity(q.quota, q.unit) }),
    },
  ];
  return (
    <Card size="small" title={t('billing.planName', { name: plan.name })}>
      <Descriptions
        size="small"
        items={[
          { key: 'plan', label: t('billing.plan'), children: plan.name },
          { key: 'fee', label: t('billing.monthlyFee'), children: money(plan.monthlyFee) },
        ]}
      />
      <Table
        rowKey="quota"
        size="small"
        title={() => t('billing.quotasTitle')}
        columns={columns}
        dataSource={plan.quotas}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Typography.Text type="secondary">{t('billing.changeHint')}</Typography.Text>
    </Card>
  );
}
