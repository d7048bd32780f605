import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  title: ReactNode;
  onRetry: () => void;
  /** A second way out, e.g. a link back to the previous screen. */
  extra?: ReactNode;
}

/** A screen whose data could not be loaded: why (shown once by the client) and Retry. */
export function LoadError({ title, onRetry, extra }: LoadErrorProps) {
  const { t } = useTranslation('partners');
  return (
    <Result
      status="error"
      title={title}
      subTitle={t('shared.loadFailedText')}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('common:action.retry')}
        </Button>,
        extra,
      ]}
    />
  );
}
