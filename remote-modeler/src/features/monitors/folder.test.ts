import { folderInput, storeFolder } from './folder';

describe('the monitored folder (SPEC §5)', () => {
  it("adds 'mounted/' and '/' to what the user types", () => {
    expect(storeFolder('in')).toBe('mounted/in/');
    expect(storeFolder('orders/in')).toBe('mounted/orders/in/');
    expect(storeFolder(' in/ ')).toBe('mounted/in/');
  });

  it('takes a pasted whole path without doubling its prefix or suffix', () => {
    expect(storeFolder('mounted/in/')).toBe('mounted/in/');
  });

  it("shows a stored path without 'mounted/' and the last '/'", () => {
    expect(folderInput('mounted/in/')).toBe('in');
    expect(folderInput('mounted/orders/in/')).toBe('orders/in');
    expect(folderInput(undefined)).toBe('');
  });
});
