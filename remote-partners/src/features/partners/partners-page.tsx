import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NavButton } from '../../components/nav-button';
import { GroupPartners } from './group-partners';
import { parseGroupId } from './partner-form';

/** /bpg/bp/index?id=: the BPs of one group. */
export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const [params] = useSearchParams();
  const groupId = parseGroupId(params.get('id'));
  if (groupId === undefined) {
    return (
      <Result
        status="warning"
        title={t('partners.missingGroup.title')}
        subTitle={t('partners.missingGroup.text')}
        extra={
          <NavButton to="/bpg/index" type="primary">
            {t('partners.backToGroups')}
          </NavButton>
        }
      />
    );
  }
  // A new id starts over: no stale rows or dialogs from the previous group.
  return <GroupPartners key={groupId} groupId={groupId} />;
}
