import type { BriefConnector, ProcessBinding } from '@console/shared';
import { ApiOutlined, DisconnectOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ExternalTask } from '../../components/bpmn-tasks';

interface ColumnsContext {
  t: TFunction;
  bindings: Record<string, ProcessBinding>;
  connectors: readonly BriefConnector[];
  onBind: (task: ExternalTask) => void;
  onUnbind: (task: ExternalTask) => void;
  onBindCredential: (task: ExternalTask) => void;
  onUnbindCredential: (task: ExternalTask) => void;
}

/** Whether the topic's connector runs with a credential at all (a mapping does not). */
const takesCredential = (binding: ProcessBinding, connectors: readonly BriefConnector[]) =>
  connectors.find((each) => each.id === binding.connectorId)?.credentialTemplates?.length !== 0;

/** The binding table's columns: task, topic, connector, credential (its name only), actions. */
export function bindingColumns(ctx: ColumnsContext): ColumnsType<ExternalTask> {
  const { t, bindings } = ctx;
  return [
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
      render: (_, task) => {
        const name = bindings[task.topic]?.credentialName;
        return name ? <Tag icon={<KeyOutlined aria-hidden />}>{name}</Tag> : '—';
      },
    },
    {
      title: t('common:action.actions'),
      key: 'actions',
      render: (_, task) => {
        const bound = bindings[task.topic];
        return (
          task.topic && (
            <Flex gap={4} wrap>
              <Button
                type="link"
                size="small"
                icon={<ApiOutlined aria-hidden />}
                onClick={() => ctx.onBind(task)}
              >
                {t('binding.bind')}
              </Button>
              {bound && (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DisconnectOutlined aria-hidden />}
                  onClick={() => ctx.onUnbind(task)}
                >
                  {t('binding.unbind')}
                </Button>
              )}
              {bound && takesCredential(bound, ctx.connectors) && (
                <Button
                  type="link"
                  size="small"
                  icon={<KeyOutlined aria-hidden />}
                  onClick={() => ctx.onBindCredential(task)}
                >
                  {t('conn.topicCredential.bind')}
                </Button>
              )}
              {bound?.credentialId != null && (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<StopOutlined aria-hidden />}
                  onClick={() => ctx.onUnbindCredential(task)}
                >
                  {t('conn.topicCredential.unbind')}
                </Button>
              )}
            </Flex>
          )
        );
      },
    },
  ];
}
