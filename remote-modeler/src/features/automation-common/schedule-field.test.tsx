import { envelope, renderScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import type MockAdapter from 'axios-mock-adapter';
import { callsTo, setupModelerScreen } from '../../testing/screen';
import { ScheduleField } from './schedule-field';
import { NEXT_RUNS } from './testing/builders';

let mock: MockAdapter;
beforeEach(async () => {
  ({ mock } = await setupModelerScreen());
});
afterEach(() => mock.restore());

const nextRunCalls = () => callsTo(mock, '/api/trigger/nextRuns');

function renderField(timezone = 'Asia/Shanghai') {
  renderScreen(
    <Form initialValues={{ timezone }}>
      <ScheduleField label="Schedule" required />
    </Form>,
  );
  return setupUser();
}

it('lists the next five fire times in the schedule’s timezone, asked once the typing pauses', async () => {
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
  const user = renderField();
  expect(screen.queryByTestId('next-fire-times')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Schedule'), '0 2 * * *');
  const list = await screen.findByRole('list', {
    name: 'The next five fire times (Asia/Shanghai)',
  });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '2026-11-21 09:00:00',
    '2026-11-22 09:00:00',
    '2026-11-23 09:00:00',
    '2026-11-24 09:00:00',
    '2026-11-25 09:00:00',
  ]);
  // Nine letters typed, one question.
  expect(nextRunCalls()).toHaveLength(1);
  expect(nextRunCalls()[0].params).toEqual({ schedule: '0 2 * * *', timezone: 'Asia/Shanghai' });
});

it('shows the server’s 400 as the field’s error, and no fire times', async () => {
  const reason =
    'querystring.schedule is not a valid cron schedule: CronPattern: Invalid value for minute: 61';
  mock.onGet('/api/trigger/nextRuns').reply(400, envelope(null, 400, reason));
  const user = renderField('UTC');
  const field = screen.getByLabelText('Schedule');
  await user.type(field, '61 * * * *');
  const item = field.closest('.ant-form-item') as HTMLElement;
  await waitFor(() =>
    expect(item.querySelector('.ant-form-item-explain-error')).toHaveTextContent(reason),
  );
  expect(item).toHaveClass('ant-form-item-has-error');
  expect(screen.queryByTestId('next-fire-times')).not.toBeInTheDocument();

  // Cleared with the field: nothing is asked for an empty schedule.
  await user.clear(field);
  expect(await within(item).findByText('Schedule is required')).toBeInTheDocument();
  expect(item).not.toHaveTextContent(reason);
  expect(nextRunCalls()).toHaveLength(1);
});
