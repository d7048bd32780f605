import { waitedFor } from './waited';

it('says how long a flow has waited, in hours only when there are some', () => {
  const start = '2024-03-01T08:00:00.000Z';
  const at = (seconds: number) => Date.parse(start) + seconds * 1000;
  expect(waitedFor(start, at(5))).toBe('0m 05s');
  expect(waitedFor(start, at(125))).toBe('2m 05s');
  expect(waitedFor(start, at(3725))).toBe('1h 02m 05s');
  expect(waitedFor(start, at(-3))).toBe('0m 00s');
});
