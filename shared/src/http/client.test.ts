import MockAdapter from 'axios-mock-adapter';
import { initI18n } from '../i18n/instance';
import { useSession } from '../session/store';
import { useSettings } from '../settings/store';
import { STORAGE_KEYS } from '../storage/keys';
import { makeToken } from '../testing/fixtures';
import { bindUi, LOGIN_PATH } from './bindings';
import { HTTP_TIMEOUT_MS, http } from './client';
import { HandledError } from './handle-response';

const mock = new MockAdapter(http);
const navigate = jest.fn();
const notifyError = jest.fn();

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  mock.reset();
  navigate.mockReset();
  notifyError.mockReset();
  bindUi({ navigate, notifyError });
  useSession.getState().signIn(makeToken({ bpId: 42 }), 'sys');
  useSettings.setState({ lang: 'fr-CA' });
});

const signedOut = () => useSession.getState().token === null;

describe('requests (SPEC §7)', () => {
  it('uses a 60 s timeout', () => {
    expect(http.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUT_MS).toBe(60_000);
  });

  it('sends tenantId, token, Accept-Language and x-functions-key', async () => {
    localStorage.setItem(STORAGE_KEYS.functionsKey, 'fn-key');
    mock.onGet('/api/x').reply(200, { code: 200, msg: 'ok', data: 1 });
    await http.get('/api/x');
    const headers = mock.history.get[0].headers ?? {};
    expect(headers.tenantId).toBe('42');
    expect(headers.token).toBe(useSession.getState().token);
    expect(headers['Accept-Language']).toBe('fr');
    expect(headers['x-functions-key']).toBe('fn-key');
  });

  it('leaves out the headers whose source is absent', async () => {
    useSession.getState().signOut();
    mock.onGet('/api/x').reply(200, { code: 200, msg: 'ok', data: 1 });
    await http.get('/api/x');
    const headers = mock.history.get[0].headers ?? {};
    expect(headers.token).toBeUndefined();
    expect(headers.tenantId).toBeUndefined();
    expect(headers['x-functions-key']).toBeUndefined();
    expect(headers['Accept-Language']).toBe('fr');
  });
});

describe('responses with a 2xx status (SPEC §8)', () => {
  it('passes anything under /api/camunda/ through unchanged', async () => {
    mock
      .onGet('/api/camunda/engine-rest/incident')
      .reply(200, { code: 500, msg: 'not an envelope' });
    const response = await http.get('/api/camunda/engine-rest/incident');
    expect(response.data).toEqual({ code: 500, msg: 'not an envelope' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('goes to login and rejects with "Please Login" on a body status of 401', async () => {
    mock.onGet('/api/x').reply(200, { status: 401 });
    await expect(http.get('/api/x')).rejects.toThrow('Please Login');
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('logs out, shows the msg and goes to login on a body code of 403', async () => {
    mock.onGet('/api/x').reply(200, { code: 403, msg: 'Token invalid' });
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith('Token invalid');
    expect(signedOut()).toBe(true);
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('shows the msg and rejects on any other code that is not 200', async () => {
    mock.onGet('/api/x').reply(200, { code: 500, msg: 'creation failed' });
    await expect(http.get('/api/x')).rejects.toThrow('creation failed');
    expect(notifyError).toHaveBeenCalledWith('creation failed');
    expect(signedOut()).toBe(false);
  });

  it('resolves code 200 and bodies without a code', async () => {
    mock.onGet('/api/ok').reply(200, { code: 200, msg: 'success', data: [1] });
    mock.onGet('/remotes.json').reply(200, [{ name: 'partners' }]);
    expect((await http.get('/api/ok')).data.data).toEqual([1]);
    expect((await http.get('/remotes.json')).data).toEqual([{ name: 'partners' }]);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('responses with an HTTP error status (SPEC §8)', () => {
  it('shows the response message for a URL containing deploy', async () => {
    mock.onPost('/api/flow/deploy').reply(500, { msg: 'Task id is not unique' });
    await expect(http.post('/api/flow/deploy')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith('Task id is not unique');
  });

  it('shows "Unauthorized request:" plus the message, logs out and goes to login on 401', async () => {
    mock.onGet('/api/x').reply(401, { code: 401, msg: 'Your session has expired' });
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith('Unauthorized request: Your session has expired');
    expect(signedOut()).toBe(true);
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('shows a text body of a 400 as it is', async () => {
    mock.onPost('/api/x').reply(400, 'name is required');
    await expect(http.post('/api/x')).rejects.toThrow('name is required');
    expect(notifyError).toHaveBeenCalledWith('name is required');
  });

  it('shows "Bad request 400:" plus the message for a JSON 400', async () => {
    mock.onPost('/api/x').reply(400, { code: 400, msg: 'body.email must match format "email"' });
    await expect(http.post('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith(
      'Bad request 400: body.email must match format "email"',
    );
  });

  it('leaves a status the call expects to its caller: the server message, no toast', async () => {
    mock.onPost('/api/fileUpload').reply(409, { code: 409, msg: 'a.csv exists in mounted/' });
    const call = http.post('/api/fileUpload', null, { expectedStatuses: [409] });
    await expect(call).rejects.toMatchObject({
      message: 'a.csv exists in mounted/',
      status: 409,
      shown: false,
    });
    expect(notifyError).not.toHaveBeenCalled();
    mock.onPost('/api/fileUpload').reply(413, { code: 413, msg: 'The file is too big' });
    await expect(http.post('/api/fileUpload', null, { expectedStatuses: [409] })).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledWith('The file is too big');
  });

  it('keeps a silent call silent: no toast, no sign-out, no redirect, whatever fails', async () => {
    const silent = { silent: true };
    mock.onPost('/api/report').reply(500, { code: 500, msg: 'Internal server error' });
    await expect(http.post('/api/report', {}, silent)).rejects.toMatchObject({ shown: false });
    mock.onPost('/api/report').reply(401, { code: 401, msg: 'Your session has expired' });
    await expect(http.post('/api/report', {}, silent)).rejects.toMatchObject({ status: 401 });
    mock.onPost('/api/report').reply(200, { code: 403, msg: 'Token invalid' });
    await expect(http.post('/api/report', {}, silent)).rejects.toMatchObject({ code: 403 });
    mock.onPost('/api/report').networkError();
    await expect(http.post('/api/report', {}, silent)).rejects.toThrow('Network Error');
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(signedOut()).toBe(false);
  });

  it('shows "Server error 500:" plus the message on 500', async () => {
    mock.onGet('/api/x').reply(500, { code: 500, msg: 'Internal server error' });
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith('Server error 500: Internal server error');
  });

  it('says "No error data available" when the response has no body', async () => {
    mock.onGet('/api/x').reply(500);
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith('Server error 500: No error data available');
  });

  it('says "No error message available" when the body carries no message', async () => {
    mock.onGet('/api/x').reply(500, { code: 500 });
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith(expect.stringMatching(/^Server error 500: /));
    expect(notifyError.mock.calls[0][0]).not.toBe('Server error 500: ');
  });

  it('reads the message of an error answered to a blob download', async () => {
    const body = new Blob([JSON.stringify({ code: 404, msg: 'No certificate file x.pem' })], {
      type: 'application/json',
    });
    mock.onGet('/as2/api/downloadCert').reply(404, body);
    await expect(
      http.get('/as2/api/downloadCert', { responseType: 'blob' }),
    ).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenCalledWith('No certificate file x.pem');
  });

  it('shows the message of other statuses and of network failures', async () => {
    mock.onDelete('/api/x').reply(409, { code: 409, msg: 'The root group cannot be deleted' });
    await expect(http.delete('/api/x')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenLastCalledWith('The root group cannot be deleted');
    mock.onGet('/api/down').networkError();
    await expect(http.get('/api/down')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenLastCalledWith('Network Error');
    mock.onGet('/api/slow').timeout();
    await expect(http.get('/api/slow')).rejects.toBeInstanceOf(HandledError);
    expect(notifyError).toHaveBeenLastCalledWith(expect.stringContaining('timeout'));
  });
});
