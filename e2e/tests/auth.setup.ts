import { expect, test as setup } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signIn } from '../support/console';
import { AUTH_DIR, USERS, storageStateOf } from '../support/paths';

// Signs each demo user in once; journeys reuse the stored session (STYLE.md §11).
for (const [name, user] of Object.entries(USERS) as [keyof typeof USERS, (typeof USERS)['sys']][]) {
  setup(`sign in as ${name}`, async ({ page }) => {
    mkdirSync(AUTH_DIR, { recursive: true });
    await signIn(page, user.username, user.password);
    await expect(page).not.toHaveURL(/\/default\/login/);
    await page.context().storageState({ path: storageStateOf(name) });
  });
}
