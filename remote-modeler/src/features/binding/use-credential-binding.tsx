import type { Credential } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { bindingStore } from '../../components/binding/binding-store';
import type { ExternalTask } from '../../components/bpmn-tasks';
import { bindCredential, unbindCredential } from './api';
import { BindCredentialModal } from './credential-modal';

/**
 * A topic's credential (SPEC §7 bindingCredentialToTask, unbindingCredential): the Bind
 * credential dialog, offering what the topic's connector uses, and the asked unbind.
 */
export function useCredentialBinding(props: {
  processKey: string;
  credentials: readonly Credential[];
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('modeler');
  const { message, modal } = App.useApp();
  const report = useReportError();
  const { connectors, bindings } = useStore(bindingStore);
  const [task, setTask] = useState<ExternalTask | null>(null);
  const { processKey, credentials, refresh } = props;
  const nameOf = (id: number) => credentials.find((each) => each.id === id)?.name ?? String(id);

  const unbind = (target: ExternalTask) => {
    const bound = bindings[target.topic];
    if (bound?.credentialId == null) return;
    const credentialId = bound.credentialId;
    modal.confirm({
      title: t('conn.topicCredential.unbindTitle', {
        name: bound.credentialName ?? nameOf(credentialId),
        topic: target.topic,
      }),
      okText: t('conn.topicCredential.unbind'),
      okType: 'danger',
      cancelText: t('common:action.cancel'),
      onOk: () =>
        unbindCredential(processKey, target.topic, credentialId)
          .then(refresh)
          .then(
            () => void message.success(t('conn.topicCredential.unbound', { topic: target.topic })),
          )
          .catch(report),
    });
  };

  const bound = task ? bindings[task.topic] : undefined;
  const dialog = task && bound && (
    <BindCredentialModal
      topic={task.topic}
      fit={connectors.find((each) => each.id === bound.connectorId)?.credentialTemplates}
      credentials={credentials}
      current={bound.credentialId}
      onBind={async (credentialId) => {
        await bindCredential(processKey, task.topic, credentialId);
        await refresh();
        void message.success(
          t('conn.topicCredential.bound', { name: nameOf(credentialId), topic: task.topic }),
        );
      }}
      onClose={() => setTask(null)}
    />
  );
  return { bind: setTask, unbind, dialog };
}
