import { dataOf, http } from '@console/shared';

// POST /api/logout: revokes the token. It is passed in because the session is cleared at once,
// before the client would read it.
export const logout = (token: string) =>
  dataOf<null>(http.post('/api/logout', undefined, { headers: { token } }));

// DELETE /api/user/userInfo: deletes the signed-in account.
export const deleteAccount = (username: string) =>
  dataOf<null>(http.delete('/api/user/userInfo', { params: { username } }));
