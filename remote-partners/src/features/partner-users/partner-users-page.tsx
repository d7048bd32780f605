import { Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButton } from '../../components/nav-button';
import { PartnerUsers } from './partner-users';
import { currentPartnerId } from './user-form';

/** /bpg/bp/bpuser/index: the users of the current BP (kept in local storage, SPEC §3). */
export default function PartnerUsersPage() {
  const { t } = useTranslation('partners');
  // Read once: the page shows the BP it was opened for.
  const [partnerId] = useState(currentPartnerId);
  if (partnerId === undefined) {
    return (
      <Result
        status="warning"
        title={t('users.noPartner.title')}
        subTitle={t('users.noPartner.text')}
        extra={
          <NavButton to="/bpg/index" type="primary">
            {t('partners.backToGroups')}
          </NavButton>
        }
      />
    );
  }
  return <PartnerUsers partnerId={partnerId} />;
}
