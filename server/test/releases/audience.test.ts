/**
 * Who gets a candidate (issue 26 §1, §4): a share of users by a stable hash of their id, and
 * whole tenants. No database: the rule is a pure function (catalog.test.ts checks it through
 * /remotes.json with real users).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { percentBucket, servedVersion } from '../../src/modules/releases/audience';

const USERS = Array.from({ length: 1000 }, (_, at) => ({ userId: at + 1, bpId: 1 }));

const rollout = (
  remote: string,
  candidatePercent: number | null,
  candidateTenants: number[] = [],
) => ({
  remote,
  currentVersion: '0.1.0+v1',
  candidateVersion: '0.1.0+v2',
  candidateTenants,
  candidatePercent,
});

const onCandidate = (record: ReturnType<typeof rollout>) =>
  USERS.filter((user) => servedVersion(record, user).channel === 'candidate');

describe('a percentage rollout', () => {
  for (const percent of [10, 50]) {
    it(`gives the candidate to ${percent} % of 1,000 users, within 4 points`, () => {
      const share = (onCandidate(rollout('partners', percent)).length / USERS.length) * 100;
      assert.ok(Math.abs(share - percent) <= 4, `${share} % on the candidate`);
    });
  }

  it('gives each user the same answer on every call', () => {
    const record = rollout('partners', 50);
    const first = USERS.map((user) => servedVersion(record, user).version);
    for (let round = 0; round < 3; round += 1) {
      assert.deepEqual(
        USERS.map((user) => servedVersion(record, user).version),
        first,
      );
    }
  });

  it('keeps a user’s bucket fixed across servers and releases (the hash is part of the contract)', () => {
    // sha256("partners:1") starts with bytes whose uint32 is 87 modulo 100.
    assert.equal(percentBucket('partners', 1), 87);
    assert.equal(percentBucket('partners', 2), 47);
    for (const user of USERS.slice(0, 50)) {
      const bucket = percentBucket('partners', user.userId);
      assert.ok(Number.isInteger(bucket) && bucket >= 0 && bucket < 100);
    }
  });

  it('grows the audience without moving anyone back: a user on 10 % stays on at 50 %', () => {
    const atTen = onCandidate(rollout('partners', 10));
    const atFifty = new Set(onCandidate(rollout('partners', 50)));
    assert.ok(atTen.every((user) => atFifty.has(user)));
  });

  it('draws each area’s early users apart', () => {
    const partners = new Set(onCandidate(rollout('partners', 10)).map((user) => user.userId));
    const as2 = onCandidate(rollout('as2', 10)).map((user) => user.userId);
    assert.ok(as2.some((userId) => !partners.has(userId)));
  });

  it('gives the candidate to no one at 0 % and everyone signed in at 100 %', () => {
    assert.equal(onCandidate(rollout('partners', 0)).length, 0);
    assert.equal(onCandidate(rollout('partners', 100)).length, USERS.length);
  });
});

describe('a tenant rollout', () => {
  it('gives the candidate to every user of the named tenants only', () => {
    const record = rollout('partners', null, [7, 9]);
    for (const userId of [1, 2, 3]) {
      assert.deepEqual(servedVersion(record, { userId, bpId: 7 }), {
        version: '0.1.0+v2',
        channel: 'candidate',
      });
      assert.equal(servedVersion(record, { userId, bpId: 9 }).channel, 'candidate');
      assert.deepEqual(servedVersion(record, { userId, bpId: 8 }), {
        version: '0.1.0+v1',
        channel: 'current',
      });
    }
  });

  it('adds a percentage of the other tenants’ users when both are given', () => {
    const record = rollout('partners', 10, [2]);
    for (const { userId } of USERS) {
      assert.equal(servedVersion(record, { userId, bpId: 2 }).channel, 'candidate');
      const inShare = percentBucket('partners', userId) < 10;
      assert.equal(servedVersion(record, { userId, bpId: 1 }).channel === 'candidate', inShare);
    }
  });
});

describe('before sign-in', () => {
  it('gives the current version, whatever the audience', () => {
    assert.deepEqual(servedVersion(rollout('partners', 100, [1]), null), {
      version: '0.1.0+v1',
      channel: 'current',
    });
  });

  it('gives the current version when there is no candidate', () => {
    const record = { ...rollout('partners', 100, [1]), candidateVersion: null };
    assert.equal(servedVersion(record, { userId: 1, bpId: 1 }).version, '0.1.0+v1');
  });
});
