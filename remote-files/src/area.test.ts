import type { AreaDeclaration } from '@console/shared';
import { areaViolations } from '@console/shared/testing';
import area from '../area.json';
import remote from './routes';

describe('the files area (issue 9 §4)', () => {
  it('is declared once, in area.json, and its routes only narrow it', () => {
    expect(areaViolations(remote, area as AreaDeclaration)).toEqual([]);
  });
});
