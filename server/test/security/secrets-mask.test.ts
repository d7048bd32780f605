import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createMask,
  credentialSecrets,
  maskError,
  maskRun,
  maskValue,
} from '../../src/modules/credentials/mask';
import { ApiError } from '../../src/http/envelope';
import { ScriptError } from '../../src/modules/scripts/compile';

/** Issue 22 §4: the pure masking of a run's secrets (credentials/mask.ts). */
const SECRET = 'p@ss/word+1=?';
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('createMask', () => {
  const mask = createMask([SECRET]);

  it('masks the value, its base64 (standard and URL-safe, padded or not) and its URL encoding', () => {
    const base64 = b64(SECRET);
    const base64url = Buffer.from(SECRET).toString('base64url');
    assert.ok(base64.endsWith('=') && base64url !== base64, 'the case covers every form');
    for (const form of [
      SECRET,
      base64,
      base64.replace(/=+$/, ''),
      base64url,
      base64url.padEnd(base64.length, '='),
      encodeURIComponent(SECRET),
    ]) {
      assert.equal(mask(`before ${form} after`), 'before *** after', form);
    }
    assert.equal(mask(`${SECRET}${SECRET}`), '******');
  });

  it('masks the longest secret first, and leaves secrets under 4 characters alone', () => {
    const both = createMask(['abcd', 'abcdefgh', 'xyz']);
    assert.equal(both('abcdefgh abcd xyz'), '*** *** xyz');
    assert.equal(createMask([])('nothing to hide'), 'nothing to hide');
  });

  it('masks regular expression characters as text', () => {
    assert.equal(createMask(['a.b*c(d)'])('a.b*c(d) aXbbc(d)'), '*** aXbbc(d)');
  });
});

describe('credentialSecrets', () => {
  it("takes the template's Secret fields only", () => {
    assert.deepEqual(
      credentialSecrets({
        templateId: 'api-key-header',
        values: { header: 'X-Key', key: 'the-key' },
      }),
      ['the-key'],
    );
    assert.deepEqual(credentialSecrets(null), []);
    assert.deepEqual(credentialSecrets({ templateId: 'gone', values: { token: 'x' } }), []);
  });

  it('adds user:password for HTTP basic, so the Authorization header is masked too', () => {
    const secrets = credentialSecrets({
      templateId: 'http-basic',
      values: { username: 'ann', password: 'hunter22' },
    });
    assert.deepEqual(secrets, ['hunter22', 'ann:hunter22']);
    const header = `Basic ${b64('ann:hunter22')}`;
    assert.equal(createMask(secrets)(header), 'Basic ***');
  });
});

describe('maskValue, maskRun and maskError', () => {
  const mask = createMask(['s3cr3t-value']);

  it('walks a value: every string, map keys included; other values as they are', () => {
    assert.deepEqual(
      maskValue(
        { list: ['s3cr3t-value', 1, true, null], 's3cr3t-value': { deep: 'x s3cr3t-value' } },
        mask,
      ),
      { list: ['***', 1, true, null], '***': { deep: 'x ***' } },
    );
    assert.deepEqual(
      maskRun({ value: 's3cr3t-value', logs: ['a s3cr3t-value'], durationMs: 3 }, mask),
      { value: '***', logs: ['a ***'], durationMs: 3 },
    );
  });

  it('rebuilds a ScriptError with its line and column, and a plain error without its stack', () => {
    const scriptError = maskError(new ScriptError('no s3cr3t-value here', 3, 7), mask);
    assert.ok(scriptError instanceof ScriptError);
    assert.equal(scriptError.message, 'no *** here (line 3, column 7)');
    assert.deepEqual([scriptError.line, scriptError.column], [3, 7]);

    const plain = new TypeError('bad s3cr3t-value', { cause: new Error('s3cr3t-value') });
    const masked = maskError(plain, mask) as Error;
    assert.equal(masked.message, 'bad ***');
    assert.equal(masked.name, 'TypeError');
    assert.ok(!String(masked.stack).includes('s3cr3t-value'));
    assert.equal(masked.cause, undefined);

    const refusal = new ApiError(404, 'No credential with id 4');
    assert.equal(maskError(refusal, mask), refusal);
    const clean = new Error('nothing secret');
    assert.equal(maskError(clean, mask), clean);
    assert.equal((maskError('thrown s3cr3t-value', mask) as Error).message, 'thrown ***');
  });
});
