import path from 'node:path';

export const WORKSPACE = path.resolve(__dirname, '../..');
/** The console as deployed for the suite: host/ and remotes/<name>/<version>/, copied from the builds. */
export const DEPLOY_DIR = process.env.E2E_DEPLOY_DIR ?? path.join(WORKSPACE, 'e2e/.deploy');
export const AUTH_DIR = path.join(WORKSPACE, 'e2e/.auth');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The demo accounts the server creates on first start. */
export const USERS = {
  sys: { username: 'sys', password: 'sys' },
  admin: { username: 'admin', password: 'admin' },
};

export const storageStateOf = (user: keyof typeof USERS) => path.join(AUTH_DIR, `${user}.json`);

/** Debian's Chromium, with the flags this machine needs (DEVELOPERS.md). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
