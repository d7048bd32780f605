import { useResource, type DryRunBody, type DryRunResult, type ParamValue } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonItem, jsonValue } from '../common/json-item';
import { fetchCredentials } from '../credentials/api';
import { dryRun } from './api';
import { DryRunResultView } from './dry-run-result';

interface DryRunValues {
  input: string;
  parameters?: string;
  credentialId?: number;
}

interface DryRunPanelProps {
  /** What runs: a saved connector, or a command or script with no connector yet. */
  target: () => DryRunBody;
  /** A script with no connector asks for its parameters as JSON. */
  withParameters?: boolean;
}

/** Runs once over a sample input, with a credential if chosen; nothing goes to history. */
export function DryRunPanel({ target, withParameters }: DryRunPanelProps) {
  const { t } = useTranslation('modeler');
  const report = useReportError();
  // Its own form, with no <form> of its own: it may sit inside another form's modal.
  const [form] = Form.useForm<DryRunValues>();
  const credentials = useResource(fetchCredentials);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<DryRunResult | null>(null);

  const run = async () => {
    let values: DryRunValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setRunning(true);
    try {
      setResult(
        await dryRun({
          ...target(),
          input: jsonValue(values.input) as Record<string, unknown> | undefined,
          parameters: jsonValue(values.parameters) as Record<string, ParamValue> | undefined,
          credentialId: values.credentialId,
        }),
      );
    } catch (error) {
      report(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Form<DryRunValues>
      form={form}
      component={false}
      layout="vertical"
      initialValues={{ input: '{}', parameters: '{}' }}
    >
      <JsonItem name="input" label={t('conn.dryRun.input')} height={120} />
      {withParameters && (
        <JsonItem name="parameters" label={t('conn.dryRun.parameters')} height={100} />
      )}
      <Form.Item name="credentialId" label={t('conn.dryRun.credential')}>
        <Select
          allowClear
          loading={credentials.loading}
          options={(credentials.data ?? []).map((each) => ({ value: each.id, label: each.name }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" loading={running} onClick={() => void run()}>
          {t('conn.dryRun.run')}
        </Button>
      </Form.Item>
      {result && <DryRunResultView result={result} />}
    </Form>
  );
}
