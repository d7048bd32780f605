import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list card's actions: any extra ones, Refresh, then the primary Create button. */
export function ListActions({
  createLabel,
  onCreate,
  onRefresh,
  refreshing,
  children,
}: {
  createLabel: string;
  onCreate: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      {children}
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
        {t('common:action.refresh')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        {createLabel}
      </Button>
    </Flex>
  );
}
