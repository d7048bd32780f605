import { useSession } from '@console/shared';
import { makeToken } from '@console/shared/testing';
import { resetStores } from '../testing/host-test-utils';
import { entryPage } from './entry-page';

const visit = (address: string) => {
  window.history.replaceState(null, '', address);
  return entryPage(window.location);
};
const address = () => window.location.pathname + window.location.search;

beforeEach(resetStores);

describe('the first page of a visit (issue 9 §6)', () => {
  it('is the login page at /default/login and /default', () => {
    expect(visit('/default/login?redirect=%2Fbpg%2Findex')).toBe('login');
    expect(address()).toBe('/default/login?redirect=%2Fbpg%2Findex');
    expect(visit('/default')).toBe('login');
    expect(address()).toBe('/default/login');
  });

  it('sends a visit without a token to the login page at once, remembering the way', () => {
    expect(visit('/as2Setting?tab=1')).toBe('login');
    expect(address()).toBe('/default/login?redirect=%2Fas2Setting%3Ftab%3D1');
    expect(visit('/')).toBe('login');
    expect(address()).toBe('/default/login');
  });

  it('sends an ended session to the plain login page', () => {
    useSession.getState().signIn(makeToken(), 'sys');
    useSession.getState().signOut();
    expect(visit('/bpg/index')).toBe('login');
    expect(address()).toBe('/default/login');
  });

  it('opens the console for a signed-in user', () => {
    useSession.getState().signIn(makeToken({ username: 'sys' }), 'sys');
    expect(visit('/bpg/index')).toBe('console');
    expect(address()).toBe('/bpg/index');
  });
});
