import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { upgradeScript } from '../../src/modules/scripts/upgrade';

describe("'upgrade' (issue 13 §1)", () => {
  const legacy = [
    '// keep: result.getBody() in a comment',
    'def result = http.get(input.url)',
    'if (result.getStatusCode() == 200) {',
    '    def doc = json.parse(result.getBody())   /* and result . getHeaders () here */',
    "    log('old name: result.getBody()')",
    '    return [status: result . getStatus( ), headers: result.getHeaders()]',
    '}',
  ].join('\n');

  it('rewrites the legacy accessors in code, and keeps comments, strings and layout', () => {
    const { source, changes } = upgradeScript(legacy);
    assert.equal(changes, 4);
    assert.equal(
      source,
      [
        '// keep: result.getBody() in a comment',
        'def result = http.get(input.url)',
        'if (result.status == 200) {',
        '    def doc = json.parse(result.body)   /* and result . getHeaders () here */',
        "    log('old name: result.getBody()')",
        '    return [status: result .status, headers: result.headers]',
        '}',
      ].join('\n'),
    );
  });

  it('changes nothing the second time, nor in a script without legacy names', () => {
    const once = upgradeScript(legacy).source;
    assert.deepEqual(upgradeScript(once), { source: once, changes: 0 });
    assert.deepEqual(upgradeScript('return result.getOther()'), {
      source: 'return result.getOther()',
      changes: 0,
    });
  });
});
