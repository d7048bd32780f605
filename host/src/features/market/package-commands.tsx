import type { MarketCommand } from '@console/shared';
import { Descriptions, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PackageCommandsProps {
  version: string;
  commands: readonly MarketCommand[];
  /** Command id → the connectors that run it (installed packages only). */
  usedBy: Record<string, string[]>;
  installed: boolean;
}

/** A package's commands at one version: what each does, its parameters and who runs it. */
export function PackageCommands({ version, commands, usedBy, installed }: PackageCommandsProps) {
  const { t } = useTranslation('host');
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('market.commandsOf', { version })}</Typography.Text>}
      dataSource={[...commands]}
      rowKey="id"
      renderItem={(command) => (
        <List.Item>
          <Space orientation="vertical" size={2} style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text strong>{command.name}</Typography.Text>
              <Typography.Text code>{command.id}</Typography.Text>
            </Space>
            <Typography.Text>{command.description}</Typography.Text>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('market.params')}>
                {command.paramsMeta.length
                  ? command.paramsMeta.map((param) => (
                      <Tag key={param.name}>
                        {param.label} ({param.type}
                        {param.required ? `, ${t('market.required')}` : ''})
                      </Tag>
                    ))
                  : t('market.noParams')}
              </Descriptions.Item>
              {installed && (
                <Descriptions.Item label={t('market.usedBy')}>
                  {usedBy[command.id]?.join(', ') || t('market.notUsed')}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Space>
        </List.Item>
      )}
    />
  );
}
