import type { Lang } from '@console/shared';
import { renderScreen, setupI18n } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import type { LintProblem } from './lint-engine';
import { LintPanel } from './lint-panel';

const problem = (category: LintProblem['category'], message: string, id = 'Task_1') => ({
  id,
  message,
  category,
  rule: 'test',
});
const ONE_ERROR_TWO_WARNINGS = [
  problem('error', 'Element is not connected'),
  problem('warn', 'Element is missing label/name'),
  problem('warn', 'Flow splits implicitly', 'Gateway_1'),
];

async function show(problems: LintProblem[], lang: Lang = 'en-US') {
  await setupI18n(MODELER_NAMESPACE, modelerTranslations, lang);
  renderScreen(<LintPanel problems={problems} failure={null} onSelect={() => undefined} />);
  return screen.getByTestId('lint-counts');
}

describe('the Problems panel counts (issue 24 §2)', () => {
  it('counts errors and warnings, each with its badge, and says both', async () => {
    const counts = await show(ONE_ERROR_TWO_WARNINGS);
    expect(screen.getByRole('status', { name: '1 error, 2 warnings' })).toBe(counts);
    expect(within(counts).getByTitle('1')).toBeInTheDocument();
    expect(within(counts).getByTitle('2')).toBeInTheDocument();
  });

  it('shows the warnings beside a zero of errors', async () => {
    const counts = await show(ONE_ERROR_TWO_WARNINGS.slice(1));
    expect(counts).toHaveAccessibleName('0 errors, 2 warnings');
    expect(within(counts).getByTitle('0')).toBeInTheDocument();
    expect(within(counts).getByTitle('2')).toBeInTheDocument();
  });

  it('shows no warning badge without warnings', async () => {
    const counts = await show([problem('error', 'Element is not connected')]);
    expect(counts).toHaveAccessibleName('1 error, 0 warnings');
    expect(within(counts).queryByTitle('0')).not.toBeInTheDocument();
  });

  it('says the counts and the messages in French', async () => {
    const counts = await show(ONE_ERROR_TWO_WARNINGS, 'fr-CA');
    expect(counts).toHaveAccessibleName('1 erreur, 2 avertissements');
    expect(screen.getByText('L’élément n’est pas relié')).toBeInTheDocument();
    expect(screen.queryByText('Element is not connected')).not.toBeInTheDocument();
  });

  it('says the counts and the messages in Chinese', async () => {
    const counts = await show(ONE_ERROR_TWO_WARNINGS, 'zh-CN');
    expect(counts).toHaveAccessibleName('1 个错误，2 个警告');
    expect(screen.getByText('流隐式分支')).toBeInTheDocument();
  });
});
