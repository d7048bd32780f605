import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@console/shared';

interface ListActionsProps {
  createLabel: string;
  onCreate: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Extra actions or a search field, shown first. */
  children?: ReactNode;
}

/** A list's actions: any extra ones, Refresh, then the primary Create button. */
export function ListActions({
  createLabel,
  onCreate,
  onRefresh,
  refreshing,
  children,
}: ListActionsProps) {
  const { t } = useTranslation(COMMON_NS);
  // The icons repeat the label, so screen readers hear the label alone.
  return (
    <Flex gap={8} wrap>
      {children}
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={refreshing}>
        {t('action.refresh')}
      </Button>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
        {createLabel}
      </Button>
    </Flex>
  );
}
