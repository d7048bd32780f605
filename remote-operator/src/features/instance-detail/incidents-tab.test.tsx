import { renderScreen, setupScreen } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeIncident } from '../../testing/builders';
import IncidentsTab from './incidents-tab';

const XML = '/api/camunda/engine-rest/process-definition/orders:2:b/xml';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
});
afterEach(() => mock.restore());

it("names each incident's activity as the deployed BPMN does, its id beside it", async () => {
  mock.onGet(XML).reply(200, {
    bpmn20Xml: `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">
      <bpmn:process id="orders"><bpmn:serviceTask id="work" name="Reserve stock"/>
      <bpmn:serviceTask id="ship"/></bpmn:process></bpmn:definitions>`,
  });
  renderScreen(
    <IncidentsTab
      incidents={[makeIncident(), makeIncident({ id: 'inc-2', activityId: 'ship' })]}
      onResolved={jest.fn()}
    />,
  );
  const [, named, unnamed] = screen.getAllByRole('row');
  expect(await within(named).findByText('Reserve stock')).toBeInTheDocument();
  expect(within(named).getByText('(work)')).toBeInTheDocument();
  // No name in the BPMN: the id alone.
  expect(within(unnamed).getByText('ship')).toBeInTheDocument();
  expect(mock.history.get.filter((call) => call.url === XML)).toHaveLength(1);
});
