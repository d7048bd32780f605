import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@console/shared';

interface LoadErrorProps {
  title: ReactNode;
  onRetry: () => void;
  /** A second way out, e.g. a link back to the previous screen. */
  extra?: ReactNode;
}

/** A screen or list whose data could not be loaded: why (shown once by the client) and Retry. */
export function LoadError({ title, onRetry, extra }: LoadErrorProps) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <Result
      status="error"
      title={title}
      subTitle={t('message.loadFailedHint')}
      extra={
        <>
          <Button type="primary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
          {extra}
        </>
      }
    />
  );
}
