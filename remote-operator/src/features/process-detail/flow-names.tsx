import { useResource } from '@console/shared';
import { Flex, Tag, Typography } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { fetchFlowNames, type FlowName } from './api';

/** Rows named by the name their key was saved under in the modeler, where it has one. */
export const withSavedNames = <Row extends { key: string; name: string }>(
  rows: Row[],
  saved: FlowName[],
): Row[] => {
  const names = new Map(saved.map((row) => [row.key, row.name]));
  return rows.map((row) => ({ ...row, name: names.get(row.key) || row.name }));
};

/** Each key's saved name (from the modeler); a key without one, or a failed read, has none. */
export function useFlowNames(): (key: string) => string | undefined {
  const { data } = useResource(fetchFlowNames);
  const names = useMemo(
    () => new Map((data ?? []).flatMap((row) => (row.name ? [[row.key, row.name]] : []))),
    [data],
  );
  return useCallback((key: string) => names.get(key), [names]);
}

/**
 * A process as the operator's lists show it: its saved name with its key beside it (the key
 * alone when it was never saved under a name); `children` replaces the name's text (a link).
 */
export function FlowLabel({
  processKey,
  name,
  children,
}: {
  processKey: string;
  name: string | undefined;
  children?: ReactNode;
}) {
  if (!name || name === processKey) return <>{children ?? processKey}</>;
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text>{children ?? name}</Typography.Text>
      <Tag style={{ marginInlineEnd: 0 }}>{processKey}</Tag>
    </Flex>
  );
}
