import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunk-error';

interface Props {
  onRetry: () => void;
  /** Told of each error caught (the host reports those of a remote's page). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

function BoundaryResult({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('host');
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={chunk ? t('remote.chunkFailedTitle') : t('remote.pageFailedTitle')}
      subTitle={chunk ? t('remote.chunkFailedText') : error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:action.retry')}
        </Button>
      }
    />
  );
}

/** Catches a page that throws or whose chunk cannot be loaded, and offers Retry. */
export class PageBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error instanceof Error ? error : new Error(String(error)));
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    return error ? <BoundaryResult error={error} onRetry={this.retry} /> : this.props.children;
  }
}
