import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExpiryState } from './expiry';

/** Expired (red), expires in N days (orange) or valid (green). */
export function ExpiryTag({ state }: { state: ExpiryState }) {
  const { t } = useTranslation('as2');
  switch (state.status) {
    case 'expired':
      return <Tag color="red">{t('certificates.expiry.expired')}</Tag>;
    case 'expiring':
      return <Tag color="orange">{t('certificates.expiry.expiresIn', { count: state.days })}</Tag>;
    case 'valid':
      return <Tag color="green">{t('certificates.expiry.valid')}</Tag>;
    default:
      return <Tag>{t('certificates.expiry.unknown')}</Tag>;
  }
}
