import { DEFAULT_UPLOAD_TYPES, FILE_LIMITS, acceptedTypes } from '@console/shared';
import {
  acceptList,
  freeNumber,
  numberedName,
  numberedPrefix,
  uploadProblem,
} from './upload-checks';

describe('upload checks', () => {
  it('accepts the default types up to 10M', () => {
    for (const name of ['orders.csv', 'ORDERS.CSV', 'a.edi', 'b.x12', 'c.json', 'd.tar.gz']) {
      expect(uploadProblem({ name, size: 10 }, DEFAULT_UPLOAD_TYPES)).toBeNull();
    }
    expect(
      uploadProblem({ name: 'a.csv', size: FILE_LIMITS.uploadBytes }, DEFAULT_UPLOAD_TYPES),
    ).toBeNull();
  });

  it('refuses other types and files over 10M', () => {
    expect(uploadProblem({ name: 'run.exe', size: 10 }, DEFAULT_UPLOAD_TYPES)).toBe(
      'unsupportedType',
    );
    expect(uploadProblem({ name: 'csv', size: 10 }, DEFAULT_UPLOAD_TYPES)).toBe('unsupportedType');
    expect(
      uploadProblem({ name: 'a.csv', size: FILE_LIMITS.uploadBytes + 1 }, DEFAULT_UPLOAD_TYPES),
    ).toBe('tooBig');
  });

  it('narrows the accepted types to the ones a call names', () => {
    const types = acceptedTypes(['csv', '.XML']);
    expect(acceptList(types)).toBe('.csv,.xml');
    expect(uploadProblem({ name: 'a.json', size: 10 }, types)).toBe('unsupportedType');
  });
});

describe('renaming on a conflict', () => {
  it('numbers the name before its extension', () => {
    expect(numberedName('report.csv', 1)).toBe('report (1).csv');
    expect(numberedName('report.csv', 12)).toBe('report (12).csv');
    expect(numberedName('archive.tar.gz', 2)).toBe('archive.tar (2).gz');
    expect(numberedName('README', 1)).toBe('README (1)');
    expect(numberedName('.env', 1)).toBe('.env (1)');
  });

  it('lists the taken numbers by the prefix every numbered name shares', () => {
    expect(numberedPrefix('report.csv')).toBe('report (');
    expect(numberedPrefix('README')).toBe('README (');
  });

  it('takes the first number that is free', () => {
    const taken = new Set(['report (1).csv', 'report (2).csv', 'report (4).csv']);
    expect(freeNumber('report.csv', new Set())).toBe(1);
    expect(freeNumber('report.csv', taken)).toBe(3);
    expect(freeNumber('report.csv', taken, 4)).toBe(5);
  });
});
