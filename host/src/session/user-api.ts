import { dataOf, http, useSession, type UserInfo } from '@console/shared/core';

// GET /api/user/userInfo: the signed-in user, with the roleSet the role comes from.
export const fetchUserInfo = () => dataOf<UserInfo>(http.get('/api/user/userInfo'));

/** Reads the user info and stores it with its role; throws NoRoleError when it has none. */
export async function loadUserInfo(): Promise<UserInfo> {
  const info = await fetchUserInfo();
  useSession.getState().setUserInfo(info);
  return info;
}
