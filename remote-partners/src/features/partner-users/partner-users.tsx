import { App, Breadcrumb, Card, Flex, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NavButton } from '../../components/nav-button';
import { useResource, type UserView, type PartnerWithUsers } from '@console/shared';
import { isNotFound, ListActions, LoadError, useConfirmDelete } from '@console/shared/ui';
import { deletePartnerUser, fetchPartner, fetchRoles } from './api';
import { PasswordModal } from './password-modal';
import { UserFormModal, type UserEditing } from './user-form-modal';
import { UsersTable } from './users-table';

/** Where "back" leads: the BP's group, or the groups page for a BP outside the tree. */
const backPath = (bpgId: number | null | undefined) =>
  bpgId ? `/bpg/bp/index?id=${bpgId}` : '/bpg/index';

function UsersBreadcrumb({ partner }: { partner: PartnerWithUsers }) {
  const { t } = useTranslation('partners');
  const items = [
    { key: 'groups', title: <Link to="/bpg/index">{t('shared.groups')}</Link> },
    ...(partner.bpgId
      ? [
          {
            key: 'partners',
            title: <Link to={backPath(partner.bpgId)}>{t('users.partners')}</Link>,
          },
        ]
      : []),
    { key: 'partner', title: partner.name },
  ];
  return <Breadcrumb items={items} />;
}

/** The users of the BP `partnerId`: create, modify, delete and set their passwords. */
export function PartnerUsers({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const load = useCallback(() => fetchPartner(partnerId), [partnerId]);
  const { data: partner, error, loading, reload } = useResource(load);
  const roles = useResource(fetchRoles);
  const [editing, setEditing] = useState<UserEditing | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserView | null>(null);

  const backToGroups = <NavButton to="/bpg/index">{t('partners.backToGroups')}</NavButton>;
  if (!partner && isNotFound(error)) {
    return (
      <Result
        status="404"
        title={t('users.notFound.title')}
        subTitle={t('users.notFound.text', { id: partnerId })}
        extra={backToGroups}
      />
    );
  }
  if (!partner && error) {
    return <LoadError title={t('users.loadFailed')} onRetry={reload} extra={backToGroups} />;
  }
  if (!partner) return <Skeleton active paragraph={{ rows: 6 }} />;

  const askDelete = (user: UserView) =>
    confirmDelete({
      title: t('users.deleteTitle', { username: user.username }),
      content: t('users.deleteWarning', { username: user.username }),
      onConfirm: async () => {
        await deletePartnerUser(user.username);
        void message.success(t('users.deleted', { username: user.username }));
        reload();
      },
    });

  return (
    <Flex vertical gap={16}>
      <UsersBreadcrumb partner={partner} />
      <Card
        title={t('users.title', { partner: partner.name })}
        extra={
          <ListActions
            createLabel={t('users.create')}
            onCreate={() => setEditing({ kind: 'create', partner })}
            onRefresh={reload}
            refreshing={loading}
          >
            <NavButton to={backPath(partner.bpgId)}>
              {partner.bpgId ? t('users.backToPartners') : t('partners.backToGroups')}
            </NavButton>
          </ListActions>
        }
      >
        <UsersTable
          users={partner.userList}
          loading={loading}
          onEdit={(user) => setEditing({ kind: 'edit', user })}
          onPassword={setPasswordFor}
          onDelete={askDelete}
        />
      </Card>
      {editing && (
        <UserFormModal
          editing={editing}
          roles={roles.data ?? []}
          rolesLoading={roles.loading}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
      {passwordFor && <PasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />}
    </Flex>
  );
}
