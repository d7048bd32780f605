import { useLoadedModule, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { ApiOutlined, DisconnectOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Table, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { bindingStore, connectorValue } from '../../components/binding/binding-store';
import type { ExternalTask } from '../../components/bpmn-tasks';
import { editorPath } from '../../components/paths';
import { batchBind } from './api';
import { BindModal } from './bind-modal';
import { loadProcess } from './load-process';
import { TopicCommand } from './topic-command';
import './binding.css';

const loadDiagram = () => import('./binding-diagram');

/**
 * /mainModeler/detail?key=&id=: every external task of a process (a draft's, or the newest
 * deployed version's) with its topic, the connector and credential bound to it and what runs
 * for it; bind one or several at once, unbind; unbound topics marked here and on the diagram.
 */
export default function BindingPage() {
  const { t } = useTranslation('modeler');
  const { message, modal } = App.useApp();
  const report = useReportError();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const draftId = Number(params.get('id')) || null;
  const load = useCallback(() => loadProcess(key, draftId), [key, draftId]);
  const process = useResource(key ? load : null);
  const { connectors, bindings } = useStore(bindingStore);
  const Diagram = useLoadedModule(loadDiagram)?.default;
  const [selected, setSelected] = useState<string[]>([]);
  const [binding, setBinding] = useState<ExternalTask[] | null>(null);

  const refresh = useCallback(() => bindingStore.getState().load(key).catch(report), [key, report]);
  useEffect(() => void refresh(), [refresh]);

  const tasks = useMemo(() => process.data?.tasks ?? [], [process.data]);
  const unbound = useMemo(
    () => tasks.filter((task) => !task.topic || !bindings[task.topic]).map((task) => task.id),
    [tasks, bindings],
  );

  if (!key) return <Empty description={t('binding.noKey')} />;
  if (process.error) return <LoadError title={t('binding.loadFailed')} onRetry={process.reload} />;

  const bind = async (targets: ExternalTask[], connectorId: number) => {
    const connector = connectors.find((c) => c.id === connectorId);
    if (targets.length === 1 && connector) {
      const value = connectorValue({ connectorType: connector.type, connectorId });
      await bindingStore.getState().bind(targets[0].topic, value);
    } else {
      await batchBind(
        key,
        targets.map((task) => ({ taskId: task.id, topic: task.topic, connectorId })),
      );
      await refresh();
    }
    setSelected([]);
    void message.success(t('binding.bound', { count: targets.length }));
  };
  const unbind = (task: ExternalTask) =>
    modal.confirm({
      title: t('binding.unbindTitle', { topic: task.topic }),
      okText: t('binding.unbind'),
      okType: 'danger',
      cancelText: t('common:action.cancel'),
      onOk: () =>
        bindingStore
          .getState()
          .bind(task.topic, '')
          .then(() => void message.success(t('binding.unbound', { topic: task.topic })))
          .catch(report),
    });

  const selectedTasks = tasks.filter((task) => selected.includes(task.id));
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('binding.title', { key })}
        extra={
          <Flex gap={8}>
            <Button
              type="primary"
              icon={<ApiOutlined aria-hidden />}
              disabled={!selectedTasks.length}
              onClick={() => setBinding(selectedTasks)}
            >
              {t('binding.bindSelected', { count: selectedTasks.length })}
            </Button>
            {draftId && (
              <Button
                icon={<EditOutlined aria-hidden />}
                onClick={() => navigate(editorPath({ id: draftId }))}
              >
                {t('list.action.edit')}
              </Button>
            )}
            <Button
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => {
                process.reload();
                void refresh();
              }}
            >
              {t('common:action.refresh')}
            </Button>
          </Flex>
        }
      >
        {process.data && Diagram && (
          <Diagram
            xml={process.data.xml}
            unbound={unbound}
            label={t('binding.diagram', { count: unbound.length })}
          />
        )}
      </Card>
      <Card>
        <Table<ExternalTask>
          rowKey="id"
          loading={process.loading}
          dataSource={tasks}
          pagination={false}
          locale={{ emptyText: t(process.data === null ? 'binding.notFound' : 'binding.noTasks') }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (task) => ({ disabled: !task.topic }),
          }}
          rowClassName={(task) => (unbound.includes(task.id) ? 'console-unbound-row' : '')}
          expandable={{
            rowExpandable: (task) => Boolean(task.topic && bindings[task.topic]),
            expandedRowRender: (task) => <TopicCommand processKey={key} topic={task.topic} />,
          }}
          columns={[
            { title: t('binding.task'), key: 'task', render: (_, task) => task.name ?? task.id },
            {
              title: t('binding.topic'),
              dataIndex: 'topic',
              render: (topic: string) => topic || <Tag color="error">{t('binding.noTopic')}</Tag>,
            },
            {
              title: t('panel.connector'),
              key: 'connector',
              render: (_, task) => {
                const bound = bindings[task.topic];
                return bound ? (
                  <Tag color="blue">{`${t(`kind.${bound.connectorType}`)} · ${bound.connectorName}`}</Tag>
                ) : (
                  <Tag color="error">{t('binding.unboundTag')}</Tag>
                );
              },
            },
            {
              title: t('binding.credential'),
              key: 'credential',
              render: (_, task) => bindings[task.topic]?.credentialId ?? '—',
            },
            {
              title: t('common:action.actions'),
              key: 'actions',
              render: (_, task) =>
                task.topic && (
                  <Flex gap={4}>
                    <Button
                      type="link"
                      size="small"
                      icon={<ApiOutlined aria-hidden />}
                      onClick={() => setBinding([task])}
                    >
                      {t('binding.bind')}
                    </Button>
                    {bindings[task.topic] && (
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DisconnectOutlined aria-hidden />}
                        onClick={() => unbind(task)}
                      >
                        {t('binding.unbind')}
                      </Button>
                    )}
                  </Flex>
                ),
            },
          ]}
        />
      </Card>
      {binding && (
        <BindModal
          topics={binding.map((task) => task.topic)}
          connectors={connectors}
          onBind={(connectorId) => bind(binding, connectorId)}
          onClose={() => setBinding(null)}
        />
      )}
    </Flex>
  );
}
