import {
  dataOf,
  http,
  type UserView,
  type PartnerWithUsers,
  type RoleRecord,
  type UserCreate,
  type UserUpdate,
  type PasswordReset,
} from '@console/shared';

// GET /api/bp?id=: a BP with its users.
export const fetchPartner = (id: number) =>
  dataOf<PartnerWithUsers>(http.get('/api/bp', { params: { id } }));

// GET /api/roles: the roles a user can be given.
export const fetchRoles = () => dataOf<RoleRecord[]>(http.get('/api/roles'));

// POST /api/bpUser: creates a user of a BP.
export const createPartnerUser = (body: UserCreate) =>
  dataOf<UserView>(http.post('/api/bpUser', body));

// PUT /api/bpUser: changes a user's email, display name and roles.
export const updatePartnerUser = (body: UserUpdate) =>
  dataOf<UserView>(http.put('/api/bpUser', body));

// DELETE /api/bpUser?username=: deletes a user.
export const deletePartnerUser = (username: string) =>
  dataOf<null>(http.delete('/api/bpUser', { params: { username } }));

// PUT /api/user/password: sets a new password for a user of a BP.
export const resetUserPassword = (body: PasswordReset) =>
  dataOf<null>(http.put('/api/user/password', body));
