import { baseName, folderFromQuery, folderSearch, parentFolder, storeFromQuery } from './paths';

describe('file paths', () => {
  it('reads the folder of ?path=, falling back to the root', () => {
    expect(folderFromQuery(null)).toBe('mounted/');
    expect(folderFromQuery('')).toBe('mounted/');
    expect(folderFromQuery('mounted/')).toBe('mounted/');
    expect(folderFromQuery('mounted/inbound/')).toBe('mounted/inbound/');
    expect(folderFromQuery('mounted/inbound')).toBe('mounted/inbound/');
    expect(folderFromQuery('/etc/')).toBe('mounted/');
    expect(folderFromQuery('other/a/')).toBe('mounted/');
    expect(folderFromQuery('mounted/../secret/')).toBe('mounted/');
    expect(folderFromQuery('mounted//a/')).toBe('mounted/');
  });

  it('reads the store of ?store=', () => {
    expect(storeFromQuery('gcs')).toBe('gcs');
    expect(storeFromQuery(null)).toBe('files');
    expect(storeFromQuery('s3')).toBe('files');
  });

  it('goes up one folder, never above the root', () => {
    expect(parentFolder('mounted/a/b/')).toBe('mounted/a/');
    expect(parentFolder('mounted/a/')).toBe('mounted/');
    expect(parentFolder('mounted/')).toBe('mounted/');
  });

  it('names the last part of a path', () => {
    expect(baseName('mounted/a/b.csv')).toBe('b.csv');
    expect(baseName('mounted/a/')).toBe('a');
  });

  it('writes the browser query with readable slashes', () => {
    expect(folderSearch('mounted/in box/', 'files')).toBe('?path=mounted/in%20box/');
    expect(folderSearch('mounted/', 'gcs')).toBe('?path=mounted/&store=gcs');
  });
});
