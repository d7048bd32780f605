import { useResource, type Command, type CommandParameters } from '@console/shared';
import { Form, Select, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ParamsForm } from '../connectivity/params-form/params-form';
import { initialParameters } from '../connectivity/params-form/param-values';
import { requiredValue } from '../automation-common/form-items';
import { VariablesItem } from '../automation-common/json-fields';
import { fetchCommandConnectors, fetchCommandParameters, fetchComposeConnectors } from './api';

interface ConnectorParamsProps {
  /** The command being edited: its own values while it keeps its connector. */
  editing: Command | undefined;
  /** The chosen connector's form, once it has arrived (the save needs it). */
  onForm: (form: CommandParameters | null) => void;
}

/** The connector to run (command or compose), grouped by kind. */
function ConnectorSelect() {
  const { t } = useTranslation('modeler');
  const commands = useResource(fetchCommandConnectors);
  const composes = useResource(fetchComposeConnectors);
  const label = t('commands.field.connector');
  const optionsOf = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return (
    <Form.Item name="connectorId" label={label} rules={[requiredValue(label)]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={commands.loading || composes.loading}
        notFoundContent={
          commands.data && composes.data ? t('commands.field.noConnector') : undefined
        }
        options={[
          { label: t('commands.field.commandConnectors'), options: optionsOf(commands.data) },
          { label: t('commands.field.composeConnectors'), options: optionsOf(composes.data) },
        ]}
      />
    </Form.Item>
  );
}

/**
 * The connector and its parameters: a package command's fields (the connectivity feature's
 * form; a Secret that has a value shows "set" and is sent only when typed again), or, for a
 * compose or HTTP connector, the variables its run starts with.
 */
export function ConnectorParams({ editing, onForm }: ConnectorParamsProps) {
  const { t } = useTranslation('modeler');
  const form = Form.useFormInstance();
  const connectorId = Form.useWatch<number | undefined>('connectorId');
  const load = useMemo(
    () => (connectorId ? () => fetchCommandParameters(connectorId) : null),
    [connectorId],
  );
  const { data, loading } = useResource(load);
  const own = editing !== undefined && editing.connectorId === data?.connectorId;

  useEffect(() => {
    onForm(data ?? null);
    // A package command's fields start from the command's values while it keeps its
    // connector, else from the connector's own.
    if (data?.paramsMeta.length) {
      const saved = own ? editing.parameters : data.parameters;
      form.setFieldValue('parameters', initialParameters(data.paramsMeta, saved));
    }
    // Only a newly arrived form sets the fields; later renders keep what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  return (
    <>
      <ConnectorSelect />
      {loading ? (
        <Spin size="small" />
      ) : data?.paramsMeta.length ? (
        <ParamsForm
          meta={data.paramsMeta}
          name={['parameters']}
          secretsSet={own ? editing.secretsSet : data.secretsSet}
        />
      ) : data ? (
        <VariablesItem
          name="variables"
          label={t('commands.field.variables')}
          extra={t('commands.field.variablesHelp')}
        />
      ) : null}
    </>
  );
}
