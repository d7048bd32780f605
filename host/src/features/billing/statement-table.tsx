import type { Statement, StatementLine } from '@console/shared';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useFigures } from './use-figures';

/** The month's statement: a line per quota, then the monthly fee and the total. */
export function StatementTable({ statement }: { statement: Statement }) {
  const { t } = useTranslation('host');
  const { money, quantity } = useFigures(statement.currency);
  const columns: ColumnsType<StatementLine> = [
    { title: t('billing.column.item'), key: 'item', render: (_, l) => t(`usage.quota.${l.quota}`) },
    ...(['quantity', 'included', 'over'] as const).map((field) => ({
      title: t(`billing.column.${field}`),
      key: field,
      align: 'right' as const,
      render: (_: unknown, line: StatementLine) => quantity(line.quota, line[field]),
    })),
    {
      title: t('billing.column.unitPrice'),
      key: 'unitPrice',
      align: 'right',
      render: (_, l) =>
        t('billing.pricePer', { price: money(l.unitPrice), unit: quantity(l.quota, l.unit) }),
    },
    {
      title: t('billing.column.amount'),
      key: 'amount',
      align: 'right',
      render: (_, l) => money(l.amount),
    },
  ];
  return (
    <Table
      rowKey="quota"
      size="small"
      columns={columns}
      dataSource={statement.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              {t('billing.fee')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {money(statement.monthlyFee)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <strong>{t('billing.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="statement-total">{money(statement.total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </>
      )}
    />
  );
}
