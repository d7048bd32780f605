import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The platform API as the signed-in admin (never mocked): set-up a journey does not show. */
export function platform(request: APIRequestContext, token: string) {
  const call = async <T>(method: 'post' | 'get' | 'put', url: string, data?: unknown) => {
    const response = await request[method](url, { headers: { token }, data });
    if (!response.ok())
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    call,
    mkdir: (path: string, name: string) => call('post', '/api/file/mkdir', { path, name }),
    /** Instances of a flow, running or ended. */
    instances: async (key: string) => {
      const response = await request.get(
        `/api/camunda/engine-rest/history/process-instance/count?processDefinitionKey=${key}`,
        { headers: { token } },
      );
      return ((await response.json()) as { count: number }).count;
    },
  };
}

/** Picks the option of an antd Select (found by its label) by typing and choosing. */
export async function pick(scope: Locator | Page, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  // A searchable Select filters as one types (long lists render only what is in view).
  if (await select.isEditable()) await select.fill(option);
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** The table row that holds this text. */
export const rowOf = (page: Page, text: string) =>
  page.locator('.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });

/** Waits until `probe` answers true (polling the real server), for at most `ms`. */
export async function until(probe: () => Promise<boolean>, ms: number) {
  await expect.poll(probe, { timeout: ms, intervals: [200, 500, 1000] }).toBe(true);
}
