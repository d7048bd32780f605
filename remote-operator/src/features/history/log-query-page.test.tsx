import { useSettings, type Lang } from '@console/shared';
import { envelope, renderScreen, setupI18n, setupScreen, setupUser } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { Route, Routes } from 'react-router-dom';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import LogQueryPage from './log-query-page';

/** The log query speaks the user's language: its fields and levels too (issue 24 §2). */
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  mock
    .onGet('/loki/api/v1/labels')
    .reply(200, { status: 'success', data: ['level', 'processInstanceId', 'source'] });
  mock.onPost('/stat/api/log').reply(
    200,
    envelope({
      hits: [
        {
          offset: 3,
          timestamp: '2026-11-21T08:00:00.000Z',
          level: 'warn',
          source: 'engine',
          processInstanceId: 'pi-1',
          activityId: 'map',
          message: 'Task edi.map failed: down (1 retry left)',
          sort: [1, 3],
        },
      ],
      searchAfter: null,
    }),
  );
});
afterEach(() => mock.restore());

async function show(lang: Lang) {
  await setupI18n(OPERATOR_NAMESPACE, operatorTranslations, lang);
  renderScreen(
    <Routes>
      <Route path="*" element={<LogQueryPage />} />
    </Routes>,
    { route: '/x?from=2026-11-20&to=2026-11-21' },
  );
  await screen.findByText('Task edi.map failed: down (1 retry left)');
}

/** What the select labelled `label` offers, as its open list shows it. */
async function optionsOf(label: string) {
  const user = setupUser();
  await user.click(screen.getByRole('combobox', { name: label }));
  const list = document.getElementById(
    screen.getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '',
  );
  // The listbox of antd's Select names only the options around the active one; the list the
  // user sees is beside it.
  const dropdown = list?.closest('.ant-select-dropdown') as HTMLElement;
  const names = [...dropdown.querySelectorAll('.ant-select-item-option-content')].map(
    (option) => option.textContent,
  );
  await user.keyboard('{Escape}');
  return names;
}

it.each([
  [
    'fr-CA',
    { level: 'Niveau', field: 'Étiquette' },
    ['Source', 'Instance de processus'],
    ['Débogage', 'Info', 'Avertissement', 'Erreur'],
  ],
  [
    'zh-CN',
    { level: '级别', field: '标签' },
    ['来源', '流程实例'],
    ['调试', '信息', '警告', '错误'],
  ],
  [
    'en-US',
    { level: 'Level', field: 'Label' },
    ['Source', 'Process instance'],
    ['Debug', 'Info', 'Warning', 'Error'],
  ],
] as const)('names the fields and levels in %s', async (lang, labels, fields, levels) => {
  await show(lang);
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(expect.arrayContaining([...fields]));
  expect(headers).not.toContain('source');
  expect(headers).not.toContain('processInstanceId');
  const row = screen.getByText('Task edi.map failed: down (1 retry left)').closest('tr');
  expect(within(row as HTMLElement).getByText(levels[2])).toBeInTheDocument();
  expect((await optionsOf(labels.field)).sort()).toEqual([...fields].sort());
  expect(await optionsOf(labels.level)).toEqual([...levels]);
});
