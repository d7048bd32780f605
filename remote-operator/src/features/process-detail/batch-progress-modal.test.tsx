import { renderScreen, setupScreen } from '@console/shared/testing';
import { act, screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeBatchProgress } from '../../testing/builders';
import BatchProgressModal, { BATCH_POLL_MS } from './batch-progress-modal';

const PROGRESS = '/api/camunda/operation/query';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
});
afterEach(() => {
  mock.restore();
  jest.useRealTimers();
});

const polls = () => mock.history.get.filter((call) => call.url === PROGRESS).length;

it('goes on polling through a failed poll and shows the batch ending', async () => {
  mock
    .onGet(PROGRESS)
    .replyOnce(503)
    .onGet(PROGRESS)
    .replyOnce(200, [makeBatchProgress({ completedJobs: 1, remainingJobs: 1 })])
    .onGet(PROGRESS)
    .reply(200, [makeBatchProgress({ completedJobs: 2, remainingJobs: 0, finished: true })]);
  renderScreen(<BatchProgressModal kind="retry" batchId="batch-1" onClose={jest.fn()} />);
  expect(
    await screen.findByText('2 tasks will be tried again', {}, { timeout: 6000 }),
  ).toBeInTheDocument();
  expect(polls()).toBe(3);
  expect(screen.queryByText('Hide (the batch goes on)')).not.toBeInTheDocument();
});

it('stops polling after three failed polls in a row, the batch left running', async () => {
  jest.useFakeTimers();
  mock.onGet(PROGRESS).reply(500);
  renderScreen(<BatchProgressModal batchId="batch-1" onClose={jest.fn()} />);
  for (let tick = 0; tick < 6; tick += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BATCH_POLL_MS * 2);
    });
  }
  expect(polls()).toBe(3);
  expect(screen.getByRole('button', { name: 'Hide (the batch goes on)' })).toBeInTheDocument();
});
