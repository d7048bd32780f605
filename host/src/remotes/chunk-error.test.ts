import { importWithRetry, isChunkLoadError } from './chunk-error';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.\n(error: http://x/42.js)'), {
    name: 'ChunkLoadError',
  });

describe('isChunkLoadError', () => {
  it('recognises webpack, browser and federation load failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(
      isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script')),
    ).toBe(true);
  });

  it('does not mistake other errors for one', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('importWithRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again after a failed chunk and returns the module', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: 'page' });
    const result = importWithRetry(load);
    await jest.runAllTimersAsync();
    await expect(result).resolves.toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retries', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const result = importWithRetry(load, 2);
    const settled = expect(result).rejects.toThrow('Loading chunk 42 failed');
    await jest.runAllTimersAsync();
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not retry an error that is not a load failure', async () => {
    const load = jest.fn().mockRejectedValue(new TypeError('broken page'));
    await expect(importWithRetry(load)).rejects.toThrow('broken page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
