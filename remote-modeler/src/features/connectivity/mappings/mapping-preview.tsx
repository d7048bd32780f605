import { useDebouncedValue } from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Alert, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonItem, jsonValue } from '../common/json-item';
import { previewMapping } from './api';

/** Typing comes in bursts: the preview follows once the text rests. */
export const PREVIEW_QUIET_MS = 300;

type Preview = { output: unknown } | { error: string } | null;

/** The sample's JSON value, or undefined while it does not parse (its field says why). */
const sampleOf = (text: string | undefined) => {
  try {
    return { value: jsonValue(text) ?? {} };
  } catch {
    return undefined;
  }
};

/** The expression's output over sample variables, live as either is typed. */
export function MappingPreview() {
  const { t } = useTranslation('modeler');
  const expression = Form.useWatch<string | undefined>('expression') ?? '';
  const sampleText = Form.useWatch<string | undefined>('sample');
  const settledExpression = useDebouncedValue(expression, PREVIEW_QUIET_MS);
  const settledSample = useDebouncedValue(sampleText, PREVIEW_QUIET_MS);
  const [preview, setPreview] = useState<Preview>(null);

  useEffect(() => {
    const sample = sampleOf(settledSample);
    if (!settledExpression.trim() || !sample) return undefined;
    let live = true;
    previewMapping(settledExpression, sample.value).then(
      ({ output }) => live && setPreview({ output }),
      (error: unknown) => live && setPreview({ error: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [settledExpression, settledSample]);
  const shown = settledExpression.trim() ? preview : null;

  return (
    <>
      <JsonItem name="sample" label={t('conn.mapping.sample')} height={120} />
      <section aria-label={t('conn.mapping.preview')} aria-live="polite">
        <Typography.Text strong>{t('conn.mapping.preview')}</Typography.Text>
        {shown && 'error' in shown ? (
          <Alert type="error" showIcon title={shown.error} />
        ) : shown ? (
          <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(shown.output, null, 2)}</pre>
        ) : (
          <Typography.Paragraph type="secondary">
            {t('conn.mapping.noPreview')}
          </Typography.Paragraph>
        )}
      </section>
    </>
  );
}
