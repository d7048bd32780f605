import type { EventTransformResult } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { Button, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonItem, jsonValue } from '../common/json-item';
import { formatDuration } from '../connectors/dry-run-result';
import { transformEvent } from './api';

const SAMPLE_EVENT = '{\n  "orderId": "A-1",\n  "total": 12.5\n}';

const pre = (value: unknown) => (
  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>
);

/** Runs the script as it stands over a sample event: the variables it gives, and its log. */
export function EventTryPanel() {
  const { t, i18n } = useTranslation('modeler');
  const report = useReportError();
  const outer = Form.useFormInstance();
  const [form] = Form.useForm<{ sample: string }>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<EventTransformResult | null>(null);

  const tryIt = async () => {
    let sample: string;
    try {
      ({ sample } = await form.validateFields());
    } catch {
      return;
    }
    setBusy(true);
    try {
      const messageName = String(outer.getFieldValue('messageName') ?? '').trim();
      setResult(
        await transformEvent({
          script: String(outer.getFieldValue('script') ?? ''),
          messageName: messageName || undefined,
          sample: jsonValue(sample) ?? {},
        }),
      );
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    // No <form> of its own: it sits inside the connector's form.
    <Form form={form} component={false} layout="vertical" initialValues={{ sample: SAMPLE_EVENT }}>
      <JsonItem name="sample" label={t('conn.event.sample')} height={120} />
      <Form.Item>
        <Button loading={busy} onClick={() => void tryIt()}>
          {t('conn.event.try')}
        </Button>
      </Form.Item>
      {result && (
        <section aria-label={t('conn.event.result')}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'variables',
                label: t('conn.event.variables'),
                children: pre(result.variables),
              },
              {
                key: 'messageName',
                label: t('conn.event.messageName'),
                children: result.messageName ?? '—',
              },
              {
                key: 'logs',
                label: t('conn.dryRun.logs'),
                children: result.logs.length ? (
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{result.logs.join('\n')}</pre>
                ) : (
                  '—'
                ),
              },
              {
                key: 'duration',
                label: t('conn.dryRun.duration'),
                children: t('conn.dryRun.msValue', {
                  duration: formatDuration(result.durationMs, i18n.language),
                }),
              },
            ]}
          />
        </section>
      )}
    </Form>
  );
}
