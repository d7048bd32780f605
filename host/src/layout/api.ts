import { dataOf, http } from '@console/shared';

// POST /api/logout: revokes the current token.
export const logout = () => dataOf<null>(http.post('/api/logout'));

// DELETE /api/user/userInfo: deletes the signed-in account.
export const deleteAccount = (username: string) =>
  dataOf<null>(http.delete('/api/user/userInfo', { params: { username } }));
