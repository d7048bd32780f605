import { renderScreen, setupUser } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { setupModelerScreen } from '../../../testing/screen';
import type { LintProblem } from './lint-engine';
import { LintPanel } from './lint-panel';

const PROBLEMS: LintProblem[] = [
  { id: 'Task_1', message: 'Element is missing label/name', category: 'error', rule: 'label' },
  { id: null, message: 'Process is not executable', category: 'warn', rule: 'executable' },
];

let restore: () => void;
beforeEach(async () => {
  const { mock } = await setupModelerScreen();
  restore = () => mock.restore();
});
afterEach(() => restore());

it('lists the problems as list items, each with a button that selects its element', async () => {
  const onSelect = jest.fn();
  renderScreen(<LintPanel problems={PROBLEMS} failure={null} onSelect={onSelect} />);
  const list = screen.getByRole('list');
  // axe's `list`: a list holds list items only; the button sits inside its item.
  expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
  const [first, second] = within(list).getAllByRole('listitem');
  await setupUser().click(within(first).getByRole('button', { name: /Task_1/ }));
  expect(onSelect).toHaveBeenCalledWith('Task_1');
  expect(within(second).queryByRole('button')).toBeNull();
});
