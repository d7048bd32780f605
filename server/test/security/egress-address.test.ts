import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { describe, it } from 'node:test';
import { readConfig } from '../../src/config';
import { EgressRefused, egressPolicy, normalHost } from '../../src/http/egress';
import { LOOPBACK_SPELLINGS } from './egress-helpers';

/**
 * The egress policy's address check on its own (issue 22 §3): which addresses it refuses and
 * by which rule, in every spelling, for names through a stand-in resolver, and what the
 * operator's allow list lets through.
 */

const names: Record<string, LookupAddress[]> = {
  localhost: [{ address: '127.0.0.1', family: 4 }],
  'public.example': [{ address: '93.184.216.34', family: 4 }],
  'inner.example': [{ address: '10.1.2.3', family: 4 }],
  'mixed.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '169.254.169.254', family: 4 },
  ],
  'partners.internal': [{ address: '10.20.0.5', family: 4 }],
};
const resolve = async (name: string) => {
  const found = names[name.replace(/\.$/, '')];
  if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found;
};

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EgressRefused) return error;
    throw error;
  }
  assert.fail('the address was not refused');
};

describe('the egress address check', () => {
  const policy = egressPolicy([], { resolve });

  it('refuses loopback in every spelling, naming the rule', async () => {
    for (const host of [
      ...LOOPBACK_SPELLINGS,
      'LOCALHOST.',
      '::1',
      '::ffff:7f00:1',
      '127.255.0.9',
    ]) {
      const error = await refusal(policy.checkedAddress(host));
      assert.equal(error.rule, 'loopback', host);
      assert.match(
        error.message,
        /^Egress refused: .* a loopback address; the egress policy allows public addresses only \(set EGRESS_ALLOW to allow it\)$/,
        host,
      );
    }
    const mapped = await refusal(policy.checkedAddress('[::ffff:127.0.0.1]'));
    assert.match(
      mapped.message,
      /::ffff:127\.0\.0\.1 is IPv4-mapped 127\.0\.0\.1, a loopback address/,
    );
    const named = await refusal(policy.checkedAddress('localhost'));
    assert.match(
      named.message,
      /^Egress refused: 127\.0\.0\.1 \(localhost\) is a loopback address/,
    );
  });

  it('refuses the inner ranges of IPv4 and IPv6, mapped or not', async () => {
    const cases: [string, string][] = [
      ['10.0.0.1', 'private'],
      ['172.16.5.4', 'private'],
      ['192.168.1.1', 'private'],
      ['::ffff:192.168.1.1', 'private'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['169.254.169.254', 'linkLocal'],
      ['::ffff:169.254.169.254', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['fc00::1', 'uniqueLocal'],
      ['fd12:3456::1', 'uniqueLocal'],
      ['224.0.0.1', 'multicast'],
      ['ff02::1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['255.255.255.255', 'broadcast'],
      ['240.0.0.1', 'reserved'],
      ['64:ff9b::7f00:1', 'rfc6052'],
      ['2002:7f00:1::1', '6to4'],
    ];
    for (const [host, rule] of cases) {
      const error = await refusal(policy.checkedAddress(host));
      assert.equal(error.rule, rule, host);
      assert.match(error.message, /^Egress refused: /);
    }
  });

  it('lets public addresses through, as given', async () => {
    assert.deepEqual(await policy.checkedAddress('93.184.216.34'), {
      address: '93.184.216.34',
      family: 4,
    });
    assert.deepEqual(await policy.checkedAddress('[2606:4700::1111]'), {
      address: '2606:4700::1111',
      family: 6,
    });
    assert.deepEqual(await policy.checkedAddress('public.example'), {
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const inner = await refusal(policy.checkedAddress('inner.example'));
    assert.match(inner.message, /^Egress refused: 10\.1\.2\.3 \(inner\.example\) is a private/);
    const mixed = await refusal(policy.checkedAddress('mixed.example'));
    assert.equal(mixed.rule, 'linkLocal');
  });

  it('refuses what is not a host, and says when a name does not resolve', async () => {
    for (const host of ['db.example:5432', 'a/b', 'user@db.example', 'a b', '']) {
      const error = await refusal(policy.checkedAddress(host));
      assert.equal(error.rule, 'hostName', host);
    }
    await assert.rejects(policy.checkedAddress('nowhere.example'), {
      message: 'Could not resolve nowhere.example: ENOTFOUND',
    });
  });

  it('writes numeric spellings as the dotted address', () => {
    for (const host of LOOPBACK_SPELLINGS.slice(2, 7)) assert.equal(normalHost(host), '127.0.0.1');
    assert.equal(normalHost('[::1]'), '::1');
    assert.equal(normalHost(' DB.Example '), 'db.example');
  });
});

describe('the egress allow list (EGRESS_ALLOW)', () => {
  const allow = readConfig({ EGRESS_ALLOW: '127.0.0.2/32, ::1, partners.internal,10.0.0.0/8' });

  it('is read from the environment as a list', () => {
    assert.deepEqual(allow.egressAllow, ['127.0.0.2/32', '::1', 'partners.internal', '10.0.0.0/8']);
    assert.deepEqual(readConfig({}).egressAllow, []);
  });

  it('allows the listed ranges and names, and nothing next to them', async () => {
    const policy = egressPolicy(allow.egressAllow, { resolve });
    assert.equal((await policy.checkedAddress('127.0.0.2')).address, '127.0.0.2');
    assert.equal((await policy.checkedAddress('[::1]')).address, '::1');
    assert.equal((await policy.checkedAddress('10.9.8.7')).address, '10.9.8.7');
    assert.equal((await policy.checkedAddress('::ffff:10.9.8.7')).address, '::ffff:10.9.8.7');
    assert.equal((await policy.checkedAddress('inner.example')).address, '10.1.2.3');
    assert.equal((await policy.checkedAddress('Partners.Internal.')).address, '10.20.0.5');
    assert.equal((await refusal(policy.checkedAddress('127.0.0.1'))).rule, 'loopback');
    assert.equal((await refusal(policy.checkedAddress('localhost'))).rule, 'loopback');
    assert.equal((await refusal(policy.checkedAddress('192.168.0.1'))).rule, 'private');
  });

  it('refuses a server start with an entry it cannot read', () => {
    for (const entry of ['10.0.0.0/33', 'http://partners.internal', 'a b', '10.0.0.0/x'])
      assert.throws(() => egressPolicy([entry]), /^Error: EGRESS_ALLOW: /, entry);
  });
});
