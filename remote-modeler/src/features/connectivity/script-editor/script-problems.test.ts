import peggy from 'peggy';
import grammar from '@console/shared/script-grammar';
import { checkHere } from './check-here';
import { ERROR_SEVERITY, checkScript, markerOf, scriptMarkOf } from './script-problems';
import { dottedNameStart, scriptCompletions, type ScriptCompletion } from './script-completions';
import { SCRIPT_KEYWORDS, scriptMonarch } from './script-monarch';

describe('script problems, from the grammar the server compiles with', () => {
  it('finds nothing wrong in a good script', () => {
    expect(
      checkHere('def a = http.get("https://x/${params.id}")\nreturn [status: a.status]'),
    ).toEqual([]);
  });

  it('finds nothing wrong in the Groovy the language now has', () => {
    const source = [
      'def i = 0',
      'while (i < 3) { i++ }',
      "switch (i) { case 1..2: break\n default: println 'many' }",
      'for (int j = 0; j < 2; j++) { if (j in [1]) continue }',
      "def text = '''a\nb'''",
      'def ok = text ==~ /a\\sb/',
      "try { throw new Exception('x') } catch (Exception e) { } finally { }",
      'def n = 10L * 1e3 as Integer',
    ].join('\n');
    expect(checkHere(source)).toEqual([]);
  });

  it('marks a mistake inside the newer statements at its place', () => {
    const [mark] = checkHere("def i = 0\nswitch (i) {\n  case 1 println 'one'\n}");
    expect(mark).toMatchObject({ line: 3, column: 10, endLine: 3, endColumn: 11 });
    expect(checkHere('while (true) { }\nbreak')[0]).toMatchObject({
      line: 2,
      column: 1,
      message: expect.stringMatching(/"break"/),
    });
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
  // Says which key and values it was asked for, so the tests see the texts are translated.
  const t = (key: string, values?: Record<string, string>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const labels = (entries: ScriptCompletion[]) => entries.map((entry) => entry.label);

  it('offers the platform calls, the command parameters and the statements', () => {
    const entries = scriptCompletions('  def a = ', 11, ['url', 'retries'], t);
    expect(entries.find((entry) => entry.label === 'http.post')).toMatchObject({
      detail: 'http.post(url, body, headers?)',
      kind: 'function',
      startColumn: 11,
    });
    expect(entries.find((entry) => entry.label === 'credential')?.kind).toBe('variable');
    expect(entries.find((entry) => entry.label === 'params.retries')).toMatchObject({
      insertText: 'params.retries',
      documentation: 'conn.script.complete.param {"name":"retries"}',
    });
    expect(entries.find((entry) => entry.label === 'while')).toMatchObject({
      kind: 'keyword',
      snippet: true,
      insertText: 'while (${1:condition}) {\n\t$0\n}',
      detail: 'while (condition) {\n\n}',
    });
    expect(labels(entries)).toEqual(
      expect.arrayContaining(['switch', 'case', 'break', 'continue', 'throw', 'finally']),
    );
    expect(labels(entries)).not.toContain('inject');
  });

  it('offers the Groovy methods after a value and a dot, replacing the name after the dot', () => {
    const entries = scriptCompletions('def n = lines.in', 17, [], t);
    const inject = entries.find((entry) => entry.label === 'inject');
    expect(inject).toMatchObject({
      kind: 'method',
      startColumn: 15,
      detail: 'inject(initial) { acc, item -> … }',
      documentation: 'conn.script.complete.method {"of":"conn.script.complete.list"}',
    });
    const issueMethods = ['inject', 'max', 'min', 'unique', 'take', 'drop', 'get', 'times'];
    const more = ['toLong', 'intdiv', 'round', 'flatten', 'indexOf', 'reverse', 'capitalize'];
    const rest = ['collectEntries', 'groupBy', 'countBy', 'any', 'every', 'find', 'findAll'];
    const strings = ['eachWithIndex', 'withIndex', 'join', 'padLeft', 'padRight', 'tokenize'];
    const checks = ['startsWith', 'endsWith', 'contains', 'replaceAll'];
    expect(labels(entries)).toEqual(
      expect.arrayContaining([...issueMethods, ...more, ...rest, ...strings, ...checks]),
    );
    expect(labels(entries)).not.toContain('http.get');
    // After a call, a string, a safe navigation or a spread too.
    for (const line of ['x.trim().', "'abc'.", 'order?.', 'lines*.', '3.']) {
      const after = scriptCompletions(line, line.length + 1, [], t);
      expect(after[0]).toMatchObject({ kind: 'method', startColumn: line.length + 1 });
    }
  });

  it('offers the platform calls and the parameters after their object and a dot', () => {
    expect(labels(scriptCompletions('http.po', 8, [], t))).toContain('http.post');
    expect(scriptCompletions('http.po', 8, [], t)[0].startColumn).toBe(1);
    expect(labels(scriptCompletions('x = params.', 12, ['url'], t))).toEqual(['params.url']);
  });

  it('replaces the whole dotted name being typed', () => {
    expect(dottedNameStart('  def a = http.po', 18)).toBe(11);
    expect(dottedNameStart('x', 1)).toBe(1);
  });
});

describe('script highlighting', () => {
  it('highlights every keyword of the grammar', () => {
    const keywords = /const KEYWORDS = new Set\(\[([^\]]*)\]\)/.exec(grammar)?.[1] ?? '';
    const words = [...keywords.matchAll(/'(\w+)'/g)].map((match) => match[1]);
    expect(words.length).toBeGreaterThan(20);
    expect(words.filter((word) => !SCRIPT_KEYWORDS.includes(word))).toEqual([]);
  });

  it('highlights the statements and operators the grammar has', () => {
    expect(SCRIPT_KEYWORDS).toEqual(
      expect.arrayContaining(['while', 'switch', 'case', 'default', 'break', 'continue']),
    );
    expect(SCRIPT_KEYWORDS).toEqual(
      expect.arrayContaining(['throw', 'finally', 'in', 'as', 'instanceof', 'new']),
    );
  });

  it('moves only to states it has', () => {
    const states = Object.keys(scriptMonarch.tokenizer);
    const targets = JSON.stringify(scriptMonarch.tokenizer).match(/"@\w+"/g) ?? [];
    const special = ['@pop', '@brackets', '@keywords', '@default', '@operators', '@symbols'];
    const missing = targets
      .map((target) => target.slice(1, -1))
      .filter((target) => !special.includes(target) && !states.includes(target.slice(1)));
    expect(missing).toEqual([]);
    expect(states).toEqual(expect.arrayContaining(['tripleSingle', 'tripleDouble', 'slashy']));
  });

  it('opens a slashy string where a value is expected, and divides after a value', () => {
    const [slashy] = scriptMonarch.tokenizer.root[0] as [RegExp, unknown];
    const opens = (text: string) => slashy.exec(text)?.index === 0;
    expect(opens('= /\\d+/')).toBe(true);
    expect(opens('~/[a-z]+/')).toBe(true);
    expect(opens('(/x/)')).toBe(true);
    expect(opens('== /x/')).toBe(true);
    expect(opens('return /x/')).toBe(true);
    expect(opens('/ 2')).toBe(false);
    expect(opens('= // a comment')).toBe(false);
  });
});
