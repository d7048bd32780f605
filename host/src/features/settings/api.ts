import { dataOf, http, type UserInfo } from '@console/shared';

export interface ProfileForm {
  email: string;
  displayName?: string;
  phone?: string;
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
}

// PUT /api/user/userInfo: saves the signed-in user's profile.
export const updateProfile = (form: ProfileForm) =>
  dataOf<UserInfo>(http.put('/api/user/userInfo', form));

// PUT /api/user/password: changes the signed-in user's password; the answer carries a new
// token, the old ones having ended.
export const changePassword = (form: PasswordForm) =>
  dataOf<{ token: string } | null>(http.put('/api/user/password', form));
