import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

/**
 * Opens the timezone select and returns the antd classes of a running animation
 * (`…-appear-active`, `…-enter-active`) that any element took while its list opened: none when
 * the console runs without animations. (Without them a list still passes through a "prepare"
 * step, which places it: that one plays nothing.)
 */
async function motionClassesWhileOpening(page: Page) {
  await page.goto('/account/setting');
  const select = page.getByLabel('Timezone');
  await expect(select).toBeVisible();
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { motionSeen: seen });
    const note = (element: Element) => {
      for (const name of element.classList) {
        if (/-(appear|enter)-active$/.test(name)) seen.add(name);
      }
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.target instanceof Element) note(change.target);
        for (const added of change.addedNodes) {
          if (added instanceof Element) [added, ...added.querySelectorAll('*')].forEach(note);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await select.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
  // The list's opening animation lasts 0.2 s; let it run its course.
  await page.waitForTimeout(500);
  return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);
}

test('opens lists at once, without animation, when the system asks for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motionClassesWhileOpening(page)).toEqual([]);
});

test('animates the same list when the system does not ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await motionClassesWhileOpening(page)).not.toEqual([]);
});
