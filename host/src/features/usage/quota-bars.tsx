import { formatBytes, type QuotaUse } from '@console/shared';
import { Alert, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A quota's figure: bytes in binary units, counts grouped as the language writes them. */
export function useQuotaFigure() {
  const { i18n } = useTranslation('host');
  const numbers = new Intl.NumberFormat(i18n.language);
  return (quota: QuotaUse['quota'], value: number) =>
    quota === 'storedBytes' ? formatBytes(value) : numbers.format(value);
}

/** Each quota of the plan as used this month: a bar, red once the quota is used up. */
export function QuotaBars({ quotas }: { quotas: QuotaUse[] }) {
  const { t } = useTranslation('host');
  const figure = useQuotaFigure();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {quotas.some((quota) => quota.exceeded) && (
        <Alert type="error" showIcon title={t('usage.quotaExceeded')} />
      )}
      {quotas.map((quota) => {
        const name = t(`usage.quota.${quota.quota}`);
        const text = t('usage.usedOf', {
          used: figure(quota.quota, quota.used),
          limit: figure(quota.quota, quota.limit),
        });
        // Rounded to a tenth: a tiny share (9.2e-7 %) would reach aria-valuenow in exponent form,
        // which is not a valid number there (axe: aria-valid-attr-value).
        const share = quota.limit > 0 ? Math.min(100, (quota.used / quota.limit) * 100) : 100;
        const percent = Math.round(share * 10) / 10;
        return (
          <div key={quota.quota} data-testid={`quota-${quota.quota}`}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text type={quota.exceeded ? 'danger' : undefined}>{text}</Typography.Text>
            </Space>
            <Progress
              percent={percent}
              status={quota.exceeded ? 'exception' : 'normal'}
              showInfo={false}
              aria-label={`${name}: ${text}`}
            />
          </div>
        );
      })}
    </Space>
  );
}
