import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('loads, then reloads keeping the last data meanwhile', async () => {
  const answers = [deferred<string>(), deferred<string>()];
  let call = 0;
  const loader = () => answers[call++].promise;
  const { result } = renderHook(() => useResource(loader));
  expect(result.current).toMatchObject({ data: undefined, loading: true });

  await act(async () => answers[0].resolve('first'));
  expect(result.current).toMatchObject({ data: 'first', loading: false, error: undefined });

  act(() => result.current.reload());
  expect(result.current).toMatchObject({ data: 'first', loading: true });
  await act(async () => answers[1].resolve('second'));
  expect(result.current).toMatchObject({ data: 'second', loading: false });
});

it('reports a failure and keeps the data of an earlier load', async () => {
  const failure = new Error('down');
  let fail = false;
  const loader = () => (fail ? Promise.reject(failure) : Promise.resolve('data'));
  const { result } = renderHook(() => useResource(loader));
  await waitFor(() => expect(result.current.data).toBe('data'));

  fail = true;
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.error).toBe(failure));
  expect(result.current).toMatchObject({ data: 'data', loading: false });
});

it('ignores the answer of a loader that was replaced', async () => {
  const slow = deferred<string>();
  const fast = deferred<string>();
  const slowLoader = () => slow.promise;
  const fastLoader = () => fast.promise;
  const { result, rerender } = renderHook(({ loader }) => useResource(loader), {
    initialProps: { loader: slowLoader },
  });
  rerender({ loader: fastLoader });
  await act(async () => fast.resolve('new'));
  await act(async () => slow.resolve('stale'));
  expect(result.current.data).toBe('new');
});

it('loads nothing without a loader', () => {
  const { result } = renderHook(() => useResource<string>(null));
  expect(result.current).toMatchObject({ data: undefined, loading: false, error: undefined });
});

it('keeps the data of a replaced loader while the new one loads, when asked to', async () => {
  const next = deferred<string>();
  const first = () => Promise.resolve('first filters');
  const second = () => next.promise;
  const { result, rerender } = renderHook(
    ({ loader, keepPrevious }) => useResource(loader, { keepPrevious }),
    { initialProps: { loader: first, keepPrevious: true } },
  );
  await waitFor(() => expect(result.current.data).toBe('first filters'));
  rerender({ loader: second, keepPrevious: true });
  expect(result.current).toMatchObject({ data: 'first filters', loading: true });
  await act(async () => next.resolve('second filters'));
  expect(result.current).toMatchObject({ data: 'second filters', loading: false, failed: false });

  // Without it, a new loader starts empty.
  const third = deferred<string>();
  const thirdLoader = () => third.promise;
  rerender({ loader: thirdLoader, keepPrevious: false });
  expect(result.current).toMatchObject({ data: undefined, loading: true });
});

it('says a failed load has failed only once it has settled', async () => {
  const attempt = deferred<string>();
  const loader = () => attempt.promise;
  const { result } = renderHook(() => useResource(loader));
  expect(result.current.failed).toBe(false);
  await act(async () => attempt.reject(new Error('down')));
  expect(result.current).toMatchObject({ failed: true, loading: false });
});
