/**
 * Data generators for the platform's answers, shared by every area's screen tests so that
 * fixtures follow one shape (STYLE.md §11).
 */
import type { Envelope, Page } from '../contract/wire/envelope';
import type { UserInfo } from '../session/store';

export const envelope = <T>(data: T, code = 200, msg = 'success'): Envelope<T> => ({
  code,
  msg,
  data,
});

export const page = <T>(list: T[], total = list.length, pageNo = 1, pageSize = 10): Page<T> => ({
  list,
  total,
  page: pageNo,
  pageSize,
});

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the claims the console reads; the client never checks signatures. */
export function makeToken(
  claims: Partial<{ username: string; email: string; bpId: number; auth: string }> = {},
): string {
  const payload = {
    username: 'sys',
    email: 'sys@example.com',
    bpId: 1,
    auth: JSON.stringify([{ authority: 'sys' }]),
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export const makeUserInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  username: 'sys',
  email: 'sys@example.com',
  displayName: 'System user',
  phone: null,
  bpId: 1,
  bpName: 'Acme Integration Hub',
  roleSet: [{ id: 2, roleName: 'sys' }],
  ...overrides,
});
