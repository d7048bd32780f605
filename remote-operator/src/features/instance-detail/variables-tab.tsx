import { useResource } from '@console/shared';
import { FormModal, LoadError, RowActions, useConfirmDelete } from '@console/shared/ui';
import { Form, Input, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteVariable, fetchVariables, setVariable, type InstanceVariable } from './api';
import { typedValue, valueText, VARIABLE_TYPES } from './variable-value';

interface EditValues {
  type: string;
  value: string;
}

/**
 * The instance's variables (name, type, value, valueInfo). A running instance's can be edited
 * (typed: the server refuses a value that does not fit, and its message stays in the dialog)
 * and deleted after confirmation; an ended instance's are its history, read only.
 */
export default function VariablesTab({
  instanceId,
  running,
}: {
  instanceId: string;
  running: boolean;
}) {
  const { t } = useTranslation('operator');
  const confirmDelete = useConfirmDelete();
  const load = useMemo(() => () => fetchVariables(instanceId, running), [instanceId, running]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const [editing, setEditing] = useState<InstanceVariable>();

  if (error && !data) return <LoadError title={t('instance.variablesFailed')} onRetry={reload} />;
  return (
    <>
      <Table<InstanceVariable>
        rowKey="name"
        size="small"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t('instance.noVariables') }}
        columns={[
          { title: t('instance.variable.name'), dataIndex: 'name' },
          { title: t('instance.variable.type'), dataIndex: 'type' },
          {
            title: t('instance.variable.value'),
            dataIndex: 'value',
            render: (value: unknown) => (
              <Typography.Text
                code
                ellipsis={{ tooltip: valueText(value) }}
                style={{ maxWidth: 280 }}
              >
                {valueText(value)}
              </Typography.Text>
            ),
          },
          {
            title: t('instance.variable.valueInfo'),
            dataIndex: 'valueInfo',
            render: (info: Record<string, unknown>) =>
              info && Object.keys(info).length ? JSON.stringify(info) : '',
          },
          ...(running
            ? [
                {
                  title: t('common:action.actions'),
                  key: 'actions',
                  render: (_: unknown, variable: InstanceVariable) => (
                    <RowActions
                      onEdit={() => setEditing(variable)}
                      onDelete={() =>
                        confirmDelete({
                          title: t('instance.variable.deleteTitle', { name: variable.name }),
                          content: t('instance.variable.deleteWarning'),
                          onConfirm: async () => {
                            await deleteVariable(instanceId, variable.name);
                            reload();
                          },
                        })
                      }
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <FormModal<EditValues>
          title={t('instance.variable.editTitle', { name: editing.name })}
          initialValues={{ type: editing.type, value: valueText(editing.value) }}
          failureTitle={t('instance.variable.saveFailed')}
          onClose={() => setEditing(undefined)}
          onSubmit={async ({ type, value }) => {
            await setVariable(instanceId, editing.name, typedValue(type, value ?? ''), type);
            reload();
          }}
        >
          <Form.Item name="type" label={t('instance.variable.type')} rules={[{ required: true }]}>
            <Select options={VARIABLE_TYPES.map((type) => ({ value: type, label: type }))} />
          </Form.Item>
          <Form.Item name="value" label={t('instance.variable.value')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 8 }} />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
