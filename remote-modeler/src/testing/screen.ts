import { useSettings } from '@console/shared';
import { findConfirmDialog, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import type { ReactElement } from 'react';
import { MODELER_NAMESPACE, modelerTranslations } from '../i18n';

/**
 * Starts a screen test of the modeler (`setupScreen` with its namespace); `timezone` is the
 * user's setting the screen shows times in. Call in `beforeEach`; `mock.restore()` after.
 */
export async function setupModelerScreen(timezone?: string) {
  const setup = await setupScreen(MODELER_NAMESPACE, modelerTranslations);
  if (timezone) useSettings.setState({ timezone });
  return setup;
}

/** The table row showing this text, once it is there. */
export const rowOf = async (text: string) =>
  (await screen.findByText(text)).closest('tr') as HTMLElement;

/** The modal whose title is this text (a role query over a whole table is slow). */
export const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;

/** The GET calls made to `url` so far. */
export const callsTo = (mock: MockAdapter, url: string) =>
  mock.history.get.filter((call) => call.url === url);

/** Renders the page, clicks the button that opens a modal, and answers that modal. */
export async function openFrom(page: ReactElement, button: string, title: string) {
  const user = setupUser();
  renderScreen(page);
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: await findDialog(title) };
}

/**
 * Delete on the row asks first: the question with its warning, and Cancel deletes nothing;
 * asked again and confirmed, one DELETE goes out, which this answers.
 */
export async function deleteAfterAsking(
  mock: MockAdapter,
  row: HTMLElement,
  { title, warning }: { title: string; warning: string },
) {
  const user = setupUser();
  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  let dialog = await findConfirmDialog(title);
  expect(within(dialog).getByText(warning)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(mock.history.delete).toHaveLength(0);

  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  dialog = await findConfirmDialog(title);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  return mock.history.delete[0];
}
