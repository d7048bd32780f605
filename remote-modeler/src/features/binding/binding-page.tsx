import { useLoadedModule, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { ApiOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { bindingStore, connectorValue } from '../../components/binding/binding-store';
import type { ExternalTask } from '../../components/bpmn-tasks';
import { editorPath } from '../../components/paths';
import { fetchCredentials } from '../connectivity/credentials/api';
import { batchBind, bindCredential } from './api';
import { BindModal } from './bind-modal';
import { bindingColumns } from './binding-columns';
import { useCredentialBinding } from './use-credential-binding';
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
  const credentials = useResource(fetchCredentials);

  const refresh = useCallback(() => bindingStore.getState().load(key).catch(report), [key, report]);
  useEffect(() => void refresh(), [refresh]);
  const credential = useCredentialBinding({
    processKey: key,
    credentials: credentials.data ?? [],
    refresh,
  });

  const tasks = useMemo(() => process.data?.tasks ?? [], [process.data]);
  const unbound = useMemo(
    () => tasks.filter((task) => !task.topic || !bindings[task.topic]).map((task) => task.id),
    [tasks, bindings],
  );

  if (!key) return <Empty description={t('binding.noKey')} />;
  if (process.error) return <LoadError title={t('binding.loadFailed')} onRetry={process.reload} />;

  const bind = async (targets: ExternalTask[], connectorId: number, credentialId?: number) => {
    const connector = connectors.find((c) => c.id === connectorId);
    if (targets.length === 1 && connector && credentialId === undefined) {
      const value = connectorValue({ connectorType: connector.type, connectorId });
      await bindingStore.getState().bind(targets[0].topic, value);
    } else {
      await batchBind(
        key,
        targets.map((task) => ({ taskId: task.id, topic: task.topic, connectorId })),
      );
      // A topic's credential is bound once its connector is (SPEC §7).
      if (credentialId !== undefined) {
        for (const task of targets) await bindCredential(key, task.topic, credentialId);
      }
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
          columns={bindingColumns({
            t,
            bindings,
            connectors,
            onBind: (task) => setBinding([task]),
            onUnbind: unbind,
            onBindCredential: credential.bind,
            onUnbindCredential: credential.unbind,
          })}
        />
      </Card>
      {binding && (
        <BindModal
          topics={binding.map((task) => task.topic)}
          connectors={connectors}
          credentials={credentials.data ?? []}
          onBind={(connectorId, credentialId) => bind(binding, connectorId, credentialId)}
          onClose={() => setBinding(null)}
        />
      )}
      {credential.dialog}
    </Flex>
  );
}
