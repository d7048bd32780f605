import type { As2Log } from '@console/shared';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What became of the message: delivered, on its way (a retry is due, or the async MDN), or not. */
function Status({ log }: { log: As2Log }) {
  const { t } = useTranslation('files');
  if (log.status === 'success') {
    return (
      <Alert
        type="success"
        showIcon
        title={
          log.mdnStatus
            ? t('as2Send.delivered', { mdn: log.mdnStatus })
            : t('as2Send.deliveredNoMdn')
        }
      />
    );
  }
  if (log.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('as2Send.pending')}
        // A failed attempt says when the next one is due; otherwise the partner's MDN is awaited.
        description={log.errorMessage ?? t('as2Send.awaitingMdn')}
      />
    );
  }
  const reason = [log.mdnStatus, log.errorMessage].filter(Boolean).join(' · ');
  return (
    <Alert
      type="error"
      showIcon
      title={t('as2Send.failed')}
      description={
        <Typography.Text type="danger">{reason || t('as2Send.noReason')}</Typography.Text>
      }
    />
  );
}

/** The message's outcome, with the Message-ID to find it by in the AS2 logs. */
export function SendOutcome({ log }: { log: As2Log }) {
  const { t } = useTranslation('files');
  return (
    <Flex vertical gap={8}>
      <Status log={log} />
      <Typography.Text type="secondary" copyable={{ text: log.messageId }}>
        {t('as2Send.messageId', { messageId: log.messageId })}
      </Typography.Text>
    </Flex>
  );
}
