import { filterByName, pagingOf, processRows } from './process-list';

const latest = (key: string, over = {}) => ({
  id: `${key}:2:x`,
  key,
  name: `${key} flow`,
  version: 2,
  suspended: false,
  versionMax: 2,
  status: true,
  countOfInstance: 9,
  ...over,
});

describe('the processes list', () => {
  it('groups by key: running and incident counts summed over every version', () => {
    const rows = processRows(
      [latest('orders'), latest('refunds', { name: null, suspended: true })],
      {
        definitions: [
          { id: 'orders:1:a', key: 'orders', running: 3, incident: 1 },
          { id: 'orders:2:x', key: 'orders', running: 2, incident: 0 },
        ],
      },
    );
    expect(rows).toEqual([
      {
        key: 'orders',
        name: 'orders flow',
        id: 'orders:2:x',
        versionMax: 2,
        suspended: false,
        running: 5,
        incidents: 1,
      },
      {
        key: 'refunds',
        name: 'refunds',
        id: 'refunds:2:x',
        versionMax: 2,
        suspended: true,
        running: 0,
        incidents: 0,
      },
    ]);
  });

  it('filters by name or key, ignoring case and spaces around', () => {
    const rows = processRows([latest('orders'), latest('refunds')], { definitions: [] });
    expect(filterByName(rows, ' ORDERS ').map((row) => row.key)).toEqual(['orders']);
    expect(filterByName(rows, 'flow').map((row) => row.key)).toEqual(['orders', 'refunds']);
    expect(filterByName(rows, '')).toHaveLength(2);
  });

  it('reads page and page size from the URL, with page 1 and 10 a page otherwise', () => {
    expect(pagingOf(new URLSearchParams('page=3&pageSize=20'))).toEqual({ page: 3, pageSize: 20 });
    expect(pagingOf(new URLSearchParams('page=0&pageSize=x'))).toEqual({ page: 1, pageSize: 10 });
    expect(pagingOf(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 10 });
  });
});
