import { FILE_LIMITS, type RemoveStatus } from '@console/shared';
import type { StoreApi } from '../../store-api';
import { failedRemovals, removeAll } from './remove-entries';

describe('removing entries', () => {
  it('sends at most the batch limit per call and keeps every status', async () => {
    const remove = jest.fn(async (paths: string[]) =>
      paths.map((path): RemoveStatus => ({ path, status: 0 })),
    );
    const paths = Array.from({ length: FILE_LIMITS.batchMax + 5 }, (_, i) => `mounted/f${i}.csv`);

    const statuses = await removeAll({ remove } as unknown as StoreApi, paths);

    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove.mock.calls[0][0]).toHaveLength(FILE_LIMITS.batchMax);
    expect(remove.mock.calls[1][0]).toEqual(paths.slice(FILE_LIMITS.batchMax));
    expect(statuses).toHaveLength(paths.length);
  });

  it('reports every non-zero status and every path left unanswered', () => {
    const failed = failedRemovals(
      ['mounted/a.csv', 'mounted/b.csv', 'mounted/c/', 'mounted/d.csv'],
      [
        { path: 'mounted/a.csv', status: 0 },
        { path: 'mounted/b.csv', status: 2, message: 'locked' },
        { path: 'mounted/c/', status: 1, message: 'not found' },
      ],
    );
    expect(failed).toEqual([
      { path: 'mounted/b.csv', status: 2, message: 'locked' },
      { path: 'mounted/c/', status: 1, message: 'not found' },
      { path: 'mounted/d.csv', status: -1 },
    ]);
  });
});
