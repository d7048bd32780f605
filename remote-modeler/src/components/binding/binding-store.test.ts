import { bindingStore } from './binding-store';
import { fetchProcessBindings, unbindConnector } from './api';

jest.mock('./api', () => ({
  fetchConnectors: jest.fn(async () => []),
  fetchProcessBindings: jest.fn(),
  bindConnector: jest.fn(),
  unbindConnector: jest.fn(async () => undefined),
}));

const bound = { topic: 'work', connectorType: 'mapping', connectorId: 7, connectorName: 'm' };

describe('bindingStore.bind', () => {
  beforeEach(() => jest.clearAllMocks());

  it('unbinds what the server holds while a load has emptied the bindings', async () => {
    jest.mocked(fetchProcessBindings).mockResolvedValue([bound] as never);
    // A load under way: the key is set and its bindings are not back yet.
    bindingStore.setState({ processKey: 'order', bindings: {} });
    await bindingStore.getState().bind('work', '');
    expect(unbindConnector).toHaveBeenCalledWith('mapping', 'order', 'work', 7);
  });

  it('does not call the server to unbind a topic nothing is bound to', async () => {
    jest.mocked(fetchProcessBindings).mockResolvedValue([]);
    bindingStore.setState({ processKey: 'order', bindings: {} });
    await bindingStore.getState().bind('work', '');
    expect(unbindConnector).not.toHaveBeenCalled();
  });
});
