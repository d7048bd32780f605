import { useResource, type AlarmRule, type AlarmRuleKind } from '@console/shared';
import { ListActions, LoadError, RowActions, useConfirmDelete } from '@console/shared/ui';
import { BellOutlined } from '@ant-design/icons';
import { App, Card, Table, Tabs, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRule, fetchContacts, fetchRules, fetchWatchable } from './api';
import { NotificationsDrawer } from './notifications-drawer';
import { keyWithName, RuleFormModal } from './rule-form-modal';

const loadPage = async (kind: AlarmRuleKind) => {
  const [rules, contacts, watchable] = await Promise.all([
    fetchRules(kind),
    fetchContacts(),
    kind === 'task' ? fetchWatchable() : Promise.resolve([]),
  ]);
  return { rules, contacts, watchable };
};

const listed = (values: string[] | undefined, any: string, label = (value: string) => value) =>
  values?.length ? values.map((value) => <Tag key={value}>{label(value)}</Tag>) : any;

/** The form open: a new rule (null) or the rule being edited. */
type Editing = { rule: AlarmRule | null } | undefined;

function RuleList({ kind }: { kind: AlarmRuleKind }) {
  const { t } = useTranslation('operator');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const load = useCallback(() => loadPage(kind), [kind]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const [editing, setEditing] = useState<Editing>();
  const [watching, setWatching] = useState<AlarmRule | null>(null);

  if (!data && error) return <LoadError title={t('alarm.rule.loadFailed')} onRetry={reload} />;
  const contactName = (id: number) => data?.contacts.find((c) => c.id === id)?.name ?? `#${id}`;
  const flowName = (key: string) =>
    keyWithName(key, data?.watchable.find((process) => process.key === key)?.name);

  const askDelete = (rule: AlarmRule) =>
    confirmDelete({
      title: t('alarm.rule.deleteTitle', { name: rule.name }),
      content: t('alarm.rule.deleteWarning'),
      onConfirm: async () => {
        await deleteRule(kind, rule.id);
        void message.success(t('alarm.rule.deleted', { name: rule.name }));
        reload();
      },
    });

  const watched =
    kind === 'task'
      ? [
          {
            title: t('alarm.rule.processes'),
            key: 'processes',
            render: (_: unknown, rule: AlarmRule) =>
              listed(rule.processKeys, t('alarm.rule.anyProcess'), flowName),
          },
          {
            title: t('alarm.rule.topics'),
            key: 'topics',
            render: (_: unknown, rule: AlarmRule) => listed(rule.topics, t('alarm.rule.anyTopic')),
          },
        ]
      : [
          {
            title: t('alarm.rule.events'),
            key: 'events',
            render: (_: unknown, rule: AlarmRule) => listed(rule.events, t('alarm.rule.anyEvent')),
          },
        ];

  return (
    <>
      <ListActions
        createLabel={t(`alarm.rule.create.${kind}`)}
        onCreate={() => setEditing({ rule: null })}
        onRefresh={reload}
        refreshing={loading}
      />
      <Table<AlarmRule>
        rowKey="id"
        style={{ marginTop: 16 }}
        loading={loading && !data}
        dataSource={data?.rules ?? []}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        locale={{ emptyText: t('alarm.rule.empty') }}
        columns={[
          { title: t('alarm.rule.name'), dataIndex: 'name' },
          ...watched,
          {
            title: t('alarm.rule.contacts'),
            dataIndex: 'contactIds',
            render: (ids: number[]) => ids.map((id) => <Tag key={id}>{contactName(id)}</Tag>),
          },
          {
            title: t('alarm.rule.window'),
            dataIndex: 'windowSeconds',
            render: (s: number) => `${s} s`,
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            render: (_, rule) => (
              <RowActions
                actions={[
                  {
                    key: 'notifications',
                    label: t('alarm.rule.notifications'),
                    icon: <BellOutlined />,
                    onClick: () => setWatching(rule),
                  },
                ]}
                onEdit={() => setEditing({ rule })}
                onDelete={() => askDelete(rule)}
              />
            ),
          },
        ]}
      />
      {editing && data && (
        <RuleFormModal
          kind={kind}
          rule={editing.rule ?? undefined}
          contacts={data.contacts}
          watchable={data.watchable}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
      {watching && <NotificationsDrawer rule={watching} onClose={() => setWatching(null)} />}
    </>
  );
}

/** /alarm/rule: task and event rules, and what each has sent. */
export default function RulesPage() {
  const { t } = useTranslation('operator');
  return (
    <Card title={t('alarm.rule.title')}>
      <Tabs
        destroyOnHidden
        items={(['task', 'event'] as const).map((kind) => ({
          key: kind,
          label: t(`alarm.rule.tab.${kind}`),
          children: <RuleList kind={kind} />,
        }))}
      />
    </Card>
  );
}
