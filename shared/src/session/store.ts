import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { storedRoleOf, type RoleEntry } from './roles';
import { decodeTokenInfo, type TokenInfo } from './token-info';

/** What GET /api/user/userInfo returns. */
export interface UserInfo {
  username: string;
  email: string;
  displayName?: string | null;
  phone?: string | null;
  bpId: number;
  bpName?: string;
  roleSet: RoleEntry[];
}

interface SessionState {
  token: string | null;
  username: string | null;
  tokenInfo: TokenInfo | null;
  role: string | null;
  userInfo: UserInfo | null;
  /**
   * True once the session was ended in this tab (sign-out, or the server refused the token):
   * the login page is then shown plainly, without a way back to the page the user was on.
   */
  ended: boolean;
  /** Stores the token of a successful sign-in and the name it was made with. */
  signIn: (token: string, username: string) => void;
  /** Swaps in a new token for the same user (after a password change), keeping the role. */
  replaceToken: (token: string) => void;
  /** Stores the user info and derives the role; throws NoRoleError when there is none. */
  setUserInfo: (info: UserInfo) => void;
  /** Clears the token, username, token info and stored menu keys (SPEC §4). */
  signOut: () => void;
}

const signedOut = { token: null, username: null, tokenInfo: null, role: null, userInfo: null };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      ended: false,
      signIn: (token, username) => {
        const tokenInfo = decodeTokenInfo(token);
        if (tokenInfo.bpId != null) {
          localStorage.setItem(STORAGE_KEYS.defaultBpId, String(tokenInfo.bpId));
        }
        set({ token, username, tokenInfo, role: null, userInfo: null, ended: false });
      },
      replaceToken: (token) => set({ token, tokenInfo: decodeTokenInfo(token) }),
      setUserInfo: (info) => {
        const role = storedRoleOf(info.roleSet);
        set({ userInfo: info, role });
      },
      signOut: () => {
        localStorage.removeItem(STORAGE_KEYS.menuKeys);
        set({ ...signedOut, ended: true });
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, username, tokenInfo }) => ({ token, username, tokenInfo }),
    },
  ),
);
