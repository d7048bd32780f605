import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@console/shared';

export interface RowAction {
  key: string;
  label: string;
  /** Decoration beside the label; hidden from screen readers, which hear the label. */
  icon: ReactNode;
  onClick: () => void;
}

interface RowActionsProps {
  actions?: RowAction[];
  /** Absent for rows that cannot be edited. */
  onEdit?: () => void;
  onDelete: () => void;
}

function ActionLink({ action, danger }: { action: RowAction; danger?: boolean }) {
  return (
    <Button
      type="link"
      size="small"
      danger={danger}
      icon={<span aria-hidden>{action.icon}</span>}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}

/** A table row's actions: its own ones first, then Edit and Delete. */
export function RowActions({ actions = [], onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <Flex gap={4} wrap>
      {actions.map((action) => (
        <ActionLink key={action.key} action={action} />
      ))}
      {onEdit && (
        <ActionLink
          action={{ key: 'edit', label: t('action.edit'), icon: <EditOutlined />, onClick: onEdit }}
        />
      )}
      <ActionLink
        danger
        action={{
          key: 'delete',
          label: t('action.delete'),
          icon: <DeleteOutlined />,
          onClick: onDelete,
        }}
      />
    </Flex>
  );
}
