import { dataOf, http } from '@console/shared/core';

export interface LoginForm {
  username: string;
  password: string;
}

// POST /api/login: returns the signed token (SPEC §7: data.data.token).
export const login = (form: LoginForm) => dataOf<{ token: string }>(http.post('/api/login', form));
