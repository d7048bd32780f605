import { xmlMarkOf } from './parse-error';

describe('xmlMarkOf', () => {
  it("reads the BPMN reader's line, column and nested error", () => {
    const error = new Error(
      'unparsable content <bpmn:task> detected\n\tline: 3\n\tcolumn: 5\n\tnested error: unexpected end',
    );
    expect(xmlMarkOf(error)).toEqual({
      line: 4,
      column: 6,
      message: 'unparsable content <bpmn:task> detected: unexpected end',
    });
  });

  it('falls back to the first line for an error without a position', () => {
    expect(xmlMarkOf(new Error('no diagram to display'))).toEqual({
      line: 1,
      column: 1,
      message: 'no diagram to display',
    });
  });
});
