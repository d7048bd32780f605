import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error state of a list whose call failed: what failed and a Retry button. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={title}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      }
    />
  );
}
