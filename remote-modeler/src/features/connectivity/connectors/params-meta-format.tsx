import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Every kind of field of SPEC §3's dynamic form, as a command's paramsMeta writes it. */
export const PARAMS_META_EXAMPLE = `[
  { "name": "url", "label": "URL", "type": "Text", "required": true },
  { "name": "apiKey", "label": "API key", "type": "Secret" },
  { "name": "retries", "label": "Retries", "type": "Int", "min": 0, "max": 5, "default": 1 },
  { "name": "dryRun", "label": "Dry run", "type": "Boolean", "default": false },
  {
    "name": "method", "label": "Method", "type": "SelectItems", "nullable": true,
    "items": [{ "label": "GET", "value": "GET" }, { "label": "POST", "value": "POST" }]
  }
]`;

/** The "Format" link beside the paramsMeta editor: what its JSON holds, with an example. */
export function ParamsMetaFormat() {
  const { t } = useTranslation('modeler');
  return (
    <Popover
      trigger="click"
      title={t('conn.command.formatTitle')}
      content={
        <div style={{ maxWidth: 520 }}>
          <Typography.Paragraph>{t('conn.command.formatIntro')}</Typography.Paragraph>
          <Typography.Paragraph>{t('conn.command.formatKeys')}</Typography.Paragraph>
          <Typography.Text strong>{t('conn.command.formatExample')}</Typography.Text>
          <pre style={{ margin: '4px 0 0', fontSize: 12, whiteSpace: 'pre-wrap' }}>
            {PARAMS_META_EXAMPLE}
          </pre>
        </div>
      }
    >
      <Button type="link" size="small" icon={<QuestionCircleOutlined aria-hidden />}>
        {t('conn.command.format')}
      </Button>
    </Popover>
  );
}
