import { useReportError } from '@console/shared/ui';
import { Button, Descriptions, Modal, Progress, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBatchProgress, type BatchProgress } from './api';

/** How often a running batch is asked for its progress. */
export const BATCH_POLL_MS = 1000;
/** Failed polls in a row that are tried again (a busy server) before the failure is shown. */
const POLL_TRIES = 3;

const FIGURES = [
  'totalJobs',
  'completedJobs',
  'failedJobs',
  'remainingJobs',
  'waitingExecutionJobs',
] as const;

/**
 * A batch's progress (SPEC §3's totalJobs, completedJobs, failedJobs, remainingJobs,
 * waitingExecutionJobs), polled until the batch ends. Hiding the dialog before then keeps
 * the polling on, so that `onFinished` still tells the page to read what the batch changed;
 * the dialog then closes itself. Closing it never stops the batch.
 */
export default function BatchProgressModal({
  batchId,
  onClose,
  onFinished,
  kind = 'stop',
}: {
  batchId: string;
  onClose: () => void;
  /** Once, when the batch has ended: the lists it changed are read again. */
  onFinished?: () => void;
  /** What the batch does: stop instances, or retry the tasks of incidents. */
  kind?: 'stop' | 'retry';
}) {
  const { t } = useTranslation('operator');
  const report = useReportError();
  const [progress, setProgress] = useState<BatchProgress>();
  const [hidden, setHidden] = useState(false);
  const finished = progress?.finished ?? false;
  // The latest callbacks, so that a parent's new functions neither restart nor repeat anything.
  const callbacks = useRef({ onClose, onFinished });
  useEffect(() => {
    callbacks.current = { onClose, onFinished };
  });

  useEffect(() => {
    if (finished) callbacks.current.onFinished?.();
  }, [finished]);
  useEffect(() => {
    if (finished && hidden) callbacks.current.onClose();
  }, [finished, hidden]);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const poll = async () => {
      try {
        const latest = await fetchBatchProgress(batchId);
        if (!live) return;
        failures = 0;
        setProgress(latest);
        if (latest && !latest.finished) timer = setTimeout(poll, BATCH_POLL_MS);
      } catch (failure) {
        if (!live) return;
        failures += 1;
        if (failures < POLL_TRIES) timer = setTimeout(poll, BATCH_POLL_MS * 2);
        else report(failure);
      }
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [batchId, report]);

  const done = progress ? progress.completedJobs + progress.failedJobs : 0;
  const percent = progress?.totalJobs ? Math.round((done / progress.totalJobs) * 100) : 0;
  const dismiss = () => (finished ? onClose() : setHidden(true));
  return (
    <Modal
      open={!hidden}
      title={t(`detail.batch.title.${kind}`)}
      onCancel={dismiss}
      footer={
        <Button onClick={dismiss}>
          {t(finished ? 'detail.batch.close' : 'detail.batch.hide')}
        </Button>
      }
    >
      {finished && (
        <Result
          status={progress?.failedJobs ? 'warning' : 'success'}
          title={t(`detail.batch.finished.${kind}`, { count: progress?.completedJobs ?? 0 })}
          subTitle={
            progress?.failedJobs
              ? t(`detail.batch.someFailed.${kind}`, { count: progress.failedJobs })
              : undefined
          }
        />
      )}
      <Progress
        percent={percent}
        status={finished ? (progress?.failedJobs ? 'exception' : 'success') : 'active'}
        aria-label={t('detail.batch.progress')}
      />
      <Descriptions
        size="small"
        column={1}
        items={FIGURES.map((figure) => ({
          key: figure,
          label: t(`detail.batch.${figure}`),
          children: (
            <span data-testid={`batch-${figure}`}>{progress ? progress[figure] : '…'}</span>
          ),
        }))}
      />
    </Modal>
  );
}
