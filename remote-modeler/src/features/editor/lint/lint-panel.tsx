import { Alert, Badge, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LintProblem } from './lint-engine';

const COLOR = { error: 'error', warn: 'warning', info: 'processing' } as const;

/** The lint's problems; a click on one selects its element on the canvas. */
export function LintPanel(props: {
  problems: LintProblem[];
  failure: string | null;
  onSelect: (id: string) => void;
}) {
  const { problems, failure, onSelect } = props;
  const { t } = useTranslation('modeler');
  const errors = problems.filter((problem) => problem.category === 'error').length;
  return (
    <section aria-label={t('lint.title')} className="console-lint-panel">
      <Typography.Text strong>
        {t('lint.title')}{' '}
        <Badge
          count={errors}
          showZero
          color={errors ? 'red' : 'green'}
          title={t('lint.errors', { count: errors })}
        />
      </Typography.Text>
      {failure && <Alert type="warning" showIcon title={t('lint.failed', { message: failure })} />}
      <List
        size="small"
        dataSource={problems}
        // A large diagram can have hundreds: a page of them keeps the page light.
        pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true }}
        locale={{ emptyText: t('lint.none') }}
        renderItem={(problem) => (
          <List.Item
            role={problem.id ? 'button' : undefined}
            tabIndex={problem.id ? 0 : undefined}
            style={{ cursor: problem.id ? 'pointer' : 'default' }}
            onClick={() => problem.id && onSelect(problem.id)}
            onKeyDown={(event) => event.key === 'Enter' && problem.id && onSelect(problem.id)}
          >
            <Tag color={COLOR[problem.category]}>{t(`lint.category.${problem.category}`)}</Tag>
            <Typography.Text>{problem.message}</Typography.Text>
            {problem.id && <Typography.Text type="secondary"> · {problem.id}</Typography.Text>}
          </List.Item>
        )}
      />
    </section>
  );
}
