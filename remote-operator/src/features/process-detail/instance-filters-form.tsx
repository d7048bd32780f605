import { dayjs } from '@console/shared';
import { Button, DatePicker, Flex, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FIRST_PAGE,
  TAB_STATES,
  VARIABLE_OPERATORS,
  type DetailQuery,
  type VariableOperator,
} from './detail-query';

interface Values {
  businessKey?: string;
  state?: string;
  startedAfter?: dayjs.Dayjs | null;
  startedBefore?: dayjs.Dayjs | null;
  varName?: string;
  varOp?: VariableOperator;
  varValue?: string;
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

interface Props {
  query: DetailQuery;
  onChange: (changes: Record<string, string | number | undefined>) => void;
}

/** The instance list's filters; applying them writes them into the URL and goes to page 1. */
export default function InstanceFiltersForm({ query, onChange }: Props) {
  const { t } = useTranslation('operator');
  const [form] = Form.useForm<Values>();
  const asPicked = (wallClock?: string) => (wallClock ? dayjs(wallClock) : null);
  const initial: Values = {
    businessKey: query.businessKey,
    state: query.state,
    startedAfter: asPicked(query.startedAfter),
    startedBefore: asPicked(query.startedBefore),
    varName: query.variable?.name,
    varOp: query.variable?.operator ?? 'eq',
    varValue: query.variable?.value,
  };
  const apply = (values: Values) => {
    const name = values.varName?.trim();
    onChange({
      businessKey: values.businessKey?.trim(),
      state: values.state,
      startedAfter: values.startedAfter?.format(WALL_CLOCK),
      startedBefore: values.startedBefore?.format(WALL_CLOCK),
      varName: name,
      varOp: name ? values.varOp : undefined,
      varValue: name ? (values.varValue ?? '') : undefined,
      ...FIRST_PAGE,
    });
  };
  // The form is keyed by the filters in the URL: it shows them again after Clear or Back.
  const formKey = JSON.stringify([
    query.tab,
    query.businessKey,
    query.state,
    query.startedAfter,
    query.startedBefore,
    query.variable,
  ]);
  const notAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, before: dayjs.Dayjs | null) => {
      const after = getFieldValue('startedAfter') as dayjs.Dayjs | null;
      if (before && after && !before.isAfter(after)) throw new Error(t('detail.filter.rangeOrder'));
    },
  });

  return (
    <Form
      form={form}
      key={formKey}
      layout="inline"
      initialValues={initial}
      onFinish={apply}
      style={{ rowGap: 8, marginBottom: 12 }}
    >
      <Form.Item name="businessKey" label={t('detail.filter.businessKey')}>
        <Input allowClear style={{ width: 160 }} maxLength={255} />
      </Form.Item>
      <Form.Item name="state" label={t('detail.filter.state')}>
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('detail.filter.anyState')}
          options={TAB_STATES[query.tab].map((state) => ({
            value: state,
            label: t(`state.${state}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="startedAfter" label={t('detail.filter.startedAfter')}>
        <DatePicker showTime aria-label={t('detail.filter.startedAfter')} />
      </Form.Item>
      <Form.Item
        name="startedBefore"
        label={t('detail.filter.startedBefore')}
        dependencies={['startedAfter']}
        rules={[notAfterStart]}
      >
        <DatePicker showTime aria-label={t('detail.filter.startedBefore')} />
      </Form.Item>
      <Form.Item label={t('detail.filter.variable')}>
        <Space.Compact>
          <Form.Item
            name="varName"
            noStyle
            rules={[{ pattern: /^[^,]*$/, message: t('detail.filter.noComma') }]}
          >
            <Input
              placeholder={t('detail.filter.varName')}
              aria-label={t('detail.filter.varName')}
              style={{ width: 120 }}
            />
          </Form.Item>
          <Form.Item name="varOp" noStyle>
            <Select
              aria-label={t('detail.filter.varOp')}
              style={{ width: 80 }}
              options={VARIABLE_OPERATORS.map((op) => ({
                value: op,
                label: t(`detail.filter.op.${op}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="varValue"
            noStyle
            rules={[{ pattern: /^[^,]*$/, message: t('detail.filter.noComma') }]}
          >
            <Input
              placeholder={t('detail.filter.varValue')}
              aria-label={t('detail.filter.varValue')}
              style={{ width: 120 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          {t('detail.filter.apply')}
        </Button>
        <Button onClick={() => apply({ varOp: 'eq' })}>{t('detail.filter.clear')}</Button>
      </Flex>
    </Form>
  );
}
