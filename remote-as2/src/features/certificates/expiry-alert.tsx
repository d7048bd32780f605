import type { Certificate } from '@console/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPIRY_WARNING_DAYS, type ExpiryState } from './expiry';

interface Flagged {
  certificate: Certificate;
  state: ExpiryState;
}

/** Counts the certificates that expired or expire soon, and names them. */
export function ExpiryAlert({ flagged }: { flagged: Flagged[] }) {
  const { t } = useTranslation('as2');
  if (!flagged.length) return null;
  const expired = flagged.some(({ state }) => state.status === 'expired');
  const names = flagged
    .map(({ certificate, state }) =>
      state.status === 'expiring'
        ? t('certificates.alert.expiringName', { name: certificate.name, count: state.days })
        : t('certificates.alert.expiredName', { name: certificate.name }),
    )
    .join(t('certificates.alert.separator'));
  return (
    <Alert
      type={expired ? 'error' : 'warning'}
      showIcon
      title={t('certificates.alert.title', { count: flagged.length, days: EXPIRY_WARNING_DAYS })}
      description={names}
    />
  );
}
