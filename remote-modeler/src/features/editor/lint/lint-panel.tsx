import { Alert, Badge, Flex, List, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateLintMessage } from '../modeler/translations/translate';
import type { LintProblem } from './lint-engine';

const COLOR = { error: 'error', warn: 'warning', info: 'processing' } as const;

/** The lint's problems; a click on one selects its element on the canvas. */
export function LintPanel(props: {
  problems: LintProblem[];
  failure: string | null;
  onSelect: (id: string) => void;
}) {
  const { problems, failure, onSelect } = props;
  const { t, i18n } = useTranslation('modeler');
  const { token } = theme.useToken();
  const errors = problems.filter((problem) => problem.category === 'error').length;
  const warnings = problems.filter((problem) => problem.category === 'warn').length;
  const summary = t('lint.summary', {
    errors: t('lint.errors', { count: errors }),
    warnings: t('lint.warnings', { count: warnings }),
  });
  return (
    <section aria-label={t('lint.title')} className="console-lint-panel">
      <Flex gap={6} align="center">
        <Typography.Text strong>{t('lint.title')}</Typography.Text>
        {/* Errors stop a deploy, warnings do not: both are counted, each in its colour. The
            badges' digits are hidden from screen readers, which read the summary instead. */}
        <span role="status" aria-label={summary} title={summary} data-testid="lint-counts">
          <Badge
            count={errors}
            showZero
            color={errors ? token.colorError : token.colorSuccess}
            aria-hidden
          />{' '}
          {warnings > 0 && <Badge count={warnings} color={token.colorWarning} aria-hidden />}
        </span>
      </Flex>
      {failure && <Alert type="warning" showIcon title={t('lint.failed', { message: failure })} />}
      <List
        size="small"
        dataSource={problems}
        // A large diagram can have hundreds: a page of them keeps the page light.
        pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true }}
        locale={{ emptyText: t('lint.none') }}
        renderItem={(problem) => (
          // The item stays a list item (axe's `list`); the button is inside it.
          <List.Item>
            <div
              role={problem.id ? 'button' : undefined}
              tabIndex={problem.id ? 0 : undefined}
              style={{ cursor: problem.id ? 'pointer' : 'default', width: '100%' }}
              onClick={() => problem.id && onSelect(problem.id)}
              onKeyDown={(event) => event.key === 'Enter' && problem.id && onSelect(problem.id)}
            >
              <Tag color={COLOR[problem.category]}>{t(`lint.category.${problem.category}`)}</Tag>
              <Typography.Text>
                {translateLintMessage(problem.message, i18n.language)}
              </Typography.Text>
              {problem.id && <Typography.Text type="secondary"> · {problem.id}</Typography.Text>}
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
