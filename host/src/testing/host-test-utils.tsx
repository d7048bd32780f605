import { addNamespace, http, useSession, type RemoteModule, type UserInfo } from '@console/shared';
import { envelope, makeToken, makeUserInfo, setupI18n } from '@console/shared/testing';
import MockAdapter from 'axios-mock-adapter';
import { HOST_NAMESPACE, hostTranslations } from '../i18n';
import { forgetLoaded } from '../remotes/area-reload';
import { useRemotes } from '../remotes/store';

/** The platform's answers for the host's start-up calls, on the shared client. */
export function mockPlatform() {
  const mock = new MockAdapter(http);
  return mock;
}

export async function setupHostI18n() {
  await setupI18n();
  addNamespace(HOST_NAMESPACE, hostTranslations);
}

/** Signs a user in as the login page would, with the user info the server would give. */
export function signInAs(role: 'sys' | 'admin', info: Partial<UserInfo> = {}) {
  const auth = JSON.stringify([{ authority: role }]);
  useSession
    .getState()
    .signIn(makeToken({ username: role, email: `${role}@acme.example`, auth }), role);
  return makeUserInfo({
    username: role,
    email: `${role}@acme.example`,
    roleSet: [{ id: 1, roleName: role }],
    ...info,
  });
}

export const userInfoReply = (info: UserInfo) => [200, envelope(info)] as const;

/** A remote module whose pages are simple headings, for driving the host. */
export function fakeRemote(name: string, routes: RemoteModule['routes']): RemoteModule {
  return {
    name,
    version: '9.9.9',
    namespace: name,
    translations: { 'en-US': { menu: { main: `${name} main` } }, 'zh-CN': {}, 'fr-CA': {} },
    routes,
  };
}

/** A page titled `text`; an h2, as the frame draws each page's one h1. */
export const pageOf = (text: string) => () => Promise.resolve({ default: () => <h2>{text}</h2> });

/** A fresh tab: nobody signed in, no session ended here. */
export function resetStores() {
  useSession.getState().signOut();
  useSession.setState({ ended: false });
  useRemotes.getState().reset();
  useRemotes.setState({ areas: [], catalogPending: true });
  forgetLoaded();
}
