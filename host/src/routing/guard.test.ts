import { decideRoute, SYS_HOME, type GuardSession } from './guard';

const signedIn = (firstAuthority: string, role: string | null = firstAuthority): GuardSession => ({
  token: 'token',
  firstAuthority,
  role,
});
const noToken: GuardSession = { token: null, firstAuthority: undefined, role: null };

describe('route guard (SPEC §4)', () => {
  it('leaves /default/* open, even without a token', () => {
    expect(decideRoute('/default/login', noToken, undefined)).toEqual({ kind: 'allow' });
    expect(decideRoute('/default/anything', noToken, ['admin'])).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to the login page, remembering the target', () => {
    expect(decideRoute('/bpg/index', noToken, ['sys'], '?x=1')).toEqual({
      kind: 'redirect',
      to: '/default/login?redirect=%2Fbpg%2Findex%3Fx%3D1',
    });
    expect(decideRoute('/', noToken, undefined)).toEqual({
      kind: 'redirect',
      to: '/default/login',
    });
  });

  it.each([
    '/operator',
    '/operator/dashboard',
    '/operator/processes/index',
    '/operator/anything/deep',
  ])('sends a user whose first authority is sys from %s to /bpg/index', (path) => {
    expect(decideRoute(path, signedIn('sys'), ['admin'])).toEqual({
      kind: 'redirect',
      to: SYS_HOME,
    });
    expect(SYS_HOME).toBe('/bpg/index');
  });

  it('does not redirect sys from paths that merely start with "operator"', () => {
    expect(decideRoute('/operatorX', signedIn('sys'), undefined)).toEqual({ kind: 'allow' });
  });

  it('uses the first authority, not any authority, for the sys redirect', () => {
    const adminFirst: GuardSession = { token: 't', firstAuthority: 'admin', role: 'admin' };
    expect(decideRoute('/operator/dashboard', adminFirst, ['admin'])).toEqual({ kind: 'allow' });
  });

  it("refuses a route whose roles do not include the user's role", () => {
    expect(decideRoute('/bpg/index', signedIn('admin'), ['sys'])).toEqual({ kind: 'forbidden' });
    expect(decideRoute('/bpg/index', signedIn('sys'), ['sys'])).toEqual({ kind: 'allow' });
  });

  it('defers the role check until the role is known', () => {
    expect(decideRoute('/bpg/index', signedIn('admin', null), ['sys'])).toEqual({ kind: 'allow' });
  });
});
