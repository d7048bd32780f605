import { Badge, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitMatch } from './group-tree';
import type { GroupTreeNode } from './types';

/** A tree node's label: its name, the search match marked, and its BP count as a badge. */
export function GroupTitle({ node, query }: { node: GroupTreeNode; query: string }) {
  const { t } = useTranslation('partners');
  const parts = splitMatch(node.title, query);
  return (
    <Flex align="center" gap={8} justify="space-between">
      <span>
        {parts ? (
          <>
            {parts.before}
            <Typography.Text mark>{parts.match}</Typography.Text>
            {parts.after}
          </>
        ) : (
          node.title
        )}
      </span>
      <Badge
        count={node.bpCount}
        showZero
        overflowCount={999}
        color={node.bpCount ? '#1668dc' : '#bfbfbf'}
        title={t('groups.bpCount', { own: node.bpCount, total: node.totalBpCount })}
      />
    </Flex>
  );
}
