import { STORAGE_KEYS } from '../storage/keys';
import { makeToken, makeUserInfo } from '../testing/fixtures';
import { NO_ROLE_MESSAGE, NoRoleError, storedRoleOf } from './roles';
import { useSession } from './store';
import { authorities, decodeTokenInfo, firstAuthority } from './token-info';

describe('token info (SPEC §3)', () => {
  it('reads email, username, bpId and auth from the claims', () => {
    const auth = JSON.stringify([{ authority: 'sys' }, { authority: 'admin' }]);
    expect(decodeTokenInfo(makeToken({ username: 'u', email: 'u@x.io', bpId: 7, auth }))).toEqual({
      username: 'u',
      email: 'u@x.io',
      bpId: 7,
      auth,
    });
  });

  it('rejects something that is not a JWT', () => {
    expect(() => decodeTokenInfo('not-a-token')).toThrow();
  });

  it('lists authorities in order and tolerates a broken list', () => {
    expect(authorities({ auth: '[{"authority":"sys"},{"authority":"admin"}]' })).toEqual([
      'sys',
      'admin',
    ]);
    expect(firstAuthority({ auth: '[{"authority":"sys"},{"authority":"admin"}]' })).toBe('sys');
    expect(authorities({ auth: 'not json' })).toEqual([]);
    expect(authorities({ auth: '{"authority":"sys"}' })).toEqual([]);
    expect(firstAuthority(null)).toBeUndefined();
  });
});

describe('stored role (SPEC §6)', () => {
  it('is admin when any role is named admin', () => {
    expect(storedRoleOf([{ roleName: 'sys' }, { roleName: 'admin' }])).toBe('admin');
  });

  it('is otherwise the first role', () => {
    expect(storedRoleOf([{ roleName: 'sys' }, { roleName: 'viewer' }])).toBe('sys');
  });

  it.each([[[]], [null], [undefined]])('fails with the spec message for %j', (roleSet) => {
    expect(() => storedRoleOf(roleSet)).toThrow(NoRoleError);
    expect(() => storedRoleOf(roleSet)).toThrow(NO_ROLE_MESSAGE);
    expect(NO_ROLE_MESSAGE).toBe('Cannot init app, May be the user do not have a role!');
  });
});

describe('session store (SPEC §4)', () => {
  it('stores token, username and token info on sign-in, and the default BP id', () => {
    const token = makeToken({ bpId: 9, username: 'sys' });
    useSession.getState().signIn(token, 'sys');
    const state = useSession.getState();
    expect(state.token).toBe(token);
    expect(state.username).toBe('sys');
    expect(state.tokenInfo?.bpId).toBe(9);
    expect(localStorage.getItem(STORAGE_KEYS.defaultBpId)).toBe('9');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').state.token).toBe(token);
  });

  it('derives the role from the user info', () => {
    useSession.getState().signIn(makeToken(), 'sys');
    useSession.getState().setUserInfo(makeUserInfo({ roleSet: [{ roleName: 'admin' }] }));
    expect(useSession.getState().role).toBe('admin');
    expect(() => useSession.getState().setUserInfo(makeUserInfo({ roleSet: [] }))).toThrow(
      NoRoleError,
    );
  });

  it('swaps in a renewed token without losing the role', () => {
    useSession.getState().signIn(makeToken({ email: 'old@x.io' }), 'sys');
    useSession.getState().setUserInfo(makeUserInfo());
    const renewed = makeToken({ email: 'new@x.io' });
    useSession.getState().replaceToken(renewed);
    expect(useSession.getState()).toMatchObject({ token: renewed, role: 'sys', username: 'sys' });
    expect(useSession.getState().tokenInfo?.email).toBe('new@x.io');
  });

  it('clears token, username, token info and the stored menu keys on sign-out', () => {
    useSession.getState().signIn(makeToken(), 'sys');
    localStorage.setItem(STORAGE_KEYS.menuKeys, '{"collapsed":true}');
    useSession.getState().signOut();
    const state = useSession.getState();
    expect([state.token, state.username, state.tokenInfo, state.role]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.menuKeys)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}').state.token).toBeNull();
  });
});
