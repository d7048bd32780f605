import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** A table row's actions: its own ones first, then Edit and Delete. */
export function RowActions({
  actions = [],
  onEdit,
  onDelete,
}: {
  actions?: RowAction[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const link = (action: RowAction, danger = false) => (
    <Button
      key={action.key}
      type="link"
      size="small"
      danger={danger}
      icon={action.icon}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
  return (
    <Flex gap={4} wrap>
      {actions.map((action) => link(action))}
      {link({
        key: 'edit',
        label: t('common:action.edit'),
        icon: <EditOutlined />,
        onClick: onEdit,
      })}
      {link(
        {
          key: 'delete',
          label: t('common:action.delete'),
          icon: <DeleteOutlined />,
          onClick: onDelete,
        },
        true,
      )}
    </Flex>
  );
}
