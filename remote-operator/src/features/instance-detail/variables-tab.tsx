import { useResource, useSettings } from '@console/shared';
import {
  controlValueOf,
  FormModal,
  LoadError,
  RowActions,
  useConfirmDelete,
  valueText,
  variableNameRules,
  VariableTypeValueItems,
  wireValueOf,
  type ControlValue,
} from '@console/shared/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteVariable, fetchVariables, setVariable, type InstanceVariable } from './api';

interface VariableValues {
  name: string;
  type: string;
  value: ControlValue;
}

/** What the dialog edits: an existing variable, or (null) a new one. */
type Editing = InstanceVariable | null | undefined;

/**
 * The instance's variables (name, type, value, valueInfo). A running instance's can be edited
 * and added to with the control each type calls for (the server still refuses a value that does
 * not fit, and its message stays in the dialog), and deleted after confirmation; an ended
 * instance's are its history, read only.
 */
export default function VariablesTab({
  instanceId,
  running,
}: {
  instanceId: string;
  running: boolean;
}) {
  const { t } = useTranslation('operator');
  const zone = useSettings((state) => state.timezone);
  const confirmDelete = useConfirmDelete();
  const load = useMemo(() => () => fetchVariables(instanceId, running), [instanceId, running]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const [editing, setEditing] = useState<Editing>();
  const names = useMemo(() => (data ?? []).map((variable) => variable.name), [data]);

  if (error && !data) return <LoadError title={t('instance.variablesFailed')} onRetry={reload} />;
  return (
    <Flex vertical gap={8}>
      {running && (
        <Flex justify="end">
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('common:variable.add')}
          </Button>
        </Flex>
      )}
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
      {editing !== undefined && (
        <FormModal<VariableValues>
          title={
            editing
              ? t('instance.variable.editTitle', { name: editing.name })
              : t('common:variable.add')
          }
          initialValues={
            editing
              ? {
                  name: editing.name,
                  type: editing.type,
                  value: controlValueOf(editing.type, editing.value, zone),
                }
              : { name: '', type: 'String', value: '' }
          }
          failureTitle={t('instance.variable.saveFailed')}
          onClose={() => setEditing(undefined)}
          onSubmit={async ({ name, type, value }) => {
            const variable = editing ? editing.name : name.trim();
            await setVariable(instanceId, variable, wireValueOf(type, value, zone), type);
            reload();
          }}
        >
          {!editing && (
            <Form.Item
              name="name"
              label={t('instance.variable.name')}
              rules={variableNameRules({ taken: names })}
            >
              <Input autoFocus />
            </Form.Item>
          )}
          <VariableTypeValueItems />
        </FormModal>
      )}
    </Flex>
  );
}
