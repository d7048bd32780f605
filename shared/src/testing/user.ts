import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';

/** A user-event session that does not wait between keystrokes. */
export const setupUser = () => userEvent.setup({ delay: null });

/** The confirmation dialog (antd modal.confirm) whose title is this text, once it is open. */
export async function findConfirmDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}
