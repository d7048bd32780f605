import { STORAGE_KEYS, useResource, type GroupDetail, type PartnerRow } from '@console/shared';
import { isNotFound, ListActions, LoadError, useConfirmDelete } from '@console/shared/ui';
import { App, Breadcrumb, Card, Flex, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NavButton } from '../../components/nav-button';
import { deletePartner, fetchGroupDetail } from './api';
import { PartnerFormModal, type PartnerEditing } from './partner-form-modal';
import { PartnersTable } from './partners-table';

const USERS_PATH = '/bpg/bp/bpuser/index';

function BackToGroups() {
  const { t } = useTranslation('partners');
  return <NavButton to="/bpg/index">{t('partners.backToGroups')}</NavButton>;
}

/** The path from the groups page through the group's ancestors to the group itself. */
function GroupBreadcrumb({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('partners');
  const items = [
    { key: 'groups', title: <Link to="/bpg/index">{t('shared.groups')}</Link> },
    ...group.path.map((entry) => ({
      key: entry.id,
      title:
        entry.id === group.id ? (
          entry.name
        ) : (
          <Link to={`/bpg/bp/index?id=${entry.id}`}>{entry.name}</Link>
        ),
    })),
  ];
  return <Breadcrumb items={items} />;
}

/** The BPs of the group `groupId`, with create, edit, delete and a way to their users. */
export function GroupPartners({ groupId }: { groupId: number }) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const load = useCallback(() => fetchGroupDetail(groupId), [groupId]);
  const { data: group, error, loading, reload } = useResource(load);
  const [editing, setEditing] = useState<PartnerEditing | null>(null);

  if (!group && isNotFound(error)) {
    return (
      <Result
        status="404"
        title={t('partners.notFound.title')}
        subTitle={t('partners.notFound.text', { id: groupId })}
        extra={<BackToGroups />}
      />
    );
  }
  if (!group && error) {
    return <LoadError title={t('partners.loadFailed')} onRetry={reload} extra={<BackToGroups />} />;
  }
  if (!group) return <Skeleton active paragraph={{ rows: 6 }} />;

  const openUsers = (partner: PartnerRow) => {
    localStorage.setItem(STORAGE_KEYS.currentBpId, String(partner.id));
    navigate(USERS_PATH);
  };

  const askDelete = (partner: PartnerRow) =>
    confirmDelete({
      title: t('partners.deleteTitle', { name: partner.name }),
      content: t('partners.deleteWarning', { users: partner.userCount }),
      onConfirm: async () => {
        await deletePartner(partner.id);
        void message.success(t('partners.deleted', { name: partner.name }));
        reload();
      },
    });

  return (
    <Flex vertical gap={16}>
      <GroupBreadcrumb group={group} />
      <Card
        title={t('partners.title', { group: group.name })}
        extra={
          <ListActions
            createLabel={t('partners.create')}
            onCreate={() => setEditing({ kind: 'create', group })}
            onRefresh={reload}
            refreshing={loading}
          />
        }
      >
        <PartnersTable
          partners={group.bpList}
          loading={loading}
          onUsers={openUsers}
          onEdit={(partner) => setEditing({ kind: 'edit', partner })}
          onDelete={askDelete}
        />
      </Card>
      {editing && (
        <PartnerFormModal editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
      )}
    </Flex>
  );
}
