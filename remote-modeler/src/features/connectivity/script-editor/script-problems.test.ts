import peggy from 'peggy';
import grammar from '@console/shared/script-grammar';
import { checkHere } from './check-here';
import { ERROR_SEVERITY, checkScript, markerOf, scriptMarkOf } from './script-problems';
import { dottedNameStart, scriptCompletions } from './script-completions';

describe('script problems, from the grammar the server compiles with', () => {
  it('finds nothing wrong in a good script', () => {
    expect(
      checkHere('def a = http.get("https://x/${params.id}")\nreturn [status: a.status]'),
    ).toEqual([]);
  });

  it('marks where the parser stopped, in 1-based lines and columns', () => {
    const [mark] = checkHere('def total = 1\nlog(total,)');
    expect(mark).toMatchObject({ line: 2, column: 11, endLine: 2, endColumn: 12 });
    expect(mark.message).toMatch(/^Expected .* but "\)" found\.$/);
  });

  it('turns a peggy error into an error marker', () => {
    const parser = peggy.generate(grammar);
    const [mark] = checkScript((text) => parser.parse(text), 'return )');
    expect(markerOf(mark)).toEqual({
      severity: ERROR_SEVERITY,
      message: mark.message,
      startLineNumber: 1,
      startColumn: 8,
      endLineNumber: 1,
      endColumn: 9,
    });
  });

  it('gives a point error one character to underline, and throws what is not a syntax error', () => {
    const place = { line: 3, column: 4 };
    expect(scriptMarkOf({ message: 'end', location: { start: place, end: place } })).toEqual({
      message: 'end',
      line: 3,
      column: 4,
      endLine: 3,
      endColumn: 5,
    });
    const failure = new Error('out of memory');
    const broken = () => {
      throw failure;
    };
    expect(() => checkScript(broken, 'x')).toThrow(failure);
  });
});

describe('script completions', () => {
  it('offers the platform calls and the command parameters as params.<name>', () => {
    const entries = scriptCompletions(['url', 'retries']);
    expect(entries.find((entry) => entry.label === 'http.post')).toMatchObject({
      detail: 'http.post(url, body, headers?)',
      kind: 'function',
    });
    expect(entries.find((entry) => entry.label === 'credential')?.kind).toBe('variable');
    expect(entries.slice(-2).map((entry) => entry.insertText)).toEqual([
      'params.url',
      'params.retries',
    ]);
  });

  it('replaces the whole dotted name being typed', () => {
    expect(dottedNameStart('  def a = http.po', 18)).toBe(11);
    expect(dottedNameStart('x', 1)).toBe(1);
  });
});
