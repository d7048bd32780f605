import { FILE_LIMITS } from '@console/shared';
import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import { FILES_NAMESPACE, filesTranslations } from '../../i18n';
import { STORES } from '../../store-api';
import { makeEntry, makePage } from '../../testing/builders';
import { UploadPanel } from './upload-panel';

const FOLDER = 'mounted/inbound/';
const UPLOAD = '/api/fileUpload';
const user = userEvent.setup({ applyAccept: false, delay: null });

let mock: MockAdapter;
let notifyError: jest.Mock;
const onUploaded = jest.fn();

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(FILES_NAMESPACE, filesTranslations));
  onUploaded.mockReset();
});
afterEach(() => mock.restore());

const show = () =>
  renderScreen(<UploadPanel store={STORES.files} folder={FOLDER} onUploaded={onUploaded} />);

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const form = (call: { data?: unknown }) => call.data as FormData;
const sentName = (call: { data?: unknown }) => (form(call).get('file') as File).name;
const rowOf = (name: string) => screen.getByRole('listitem', { name });

/** The server: a name in `existing` is refused with 409 unless the upload overwrites it. */
function serverWith(existing: string[]) {
  mock.onPost(UPLOAD).reply((config) => {
    const name = sentName(config);
    const overwrite = form(config).get('flg') === 'overwrite';
    if (existing.includes(name) && !overwrite)
      return [409, { code: 409, msg: `${FOLDER}${name} already exists`, data: null }];
    return [200, envelope({ path: `${FOLDER}${name}`, size: 4, overwritten: overwrite })];
  });
}

describe('UploadPanel', () => {
  it('refuses too big and unsupported files before sending them', async () => {
    show();
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: FILE_LIMITS.uploadBytes + 1 });

    await user.upload(fileInput(), [big, new File(['MZ'], 'tool.exe')]);

    expect(within(rowOf('big.csv')).getByText('The file is too big')).toBeInTheDocument();
    expect(
      within(rowOf('tool.exe')).getByText('Unsupported upload file type, please try again'),
    ).toBeInTheDocument();
    expect(within(rowOf('big.csv')).getByRole('progressbar')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends each file at once into the folder, with its progress and status', async () => {
    serverWith([]);
    show();

    await user.upload(fileInput(), [new File(['a,b'], 'orders.csv'), new File(['<a/>'], 'b.xml')]);

    expect(await screen.findByText('Upload success')).toBeInTheDocument();
    expect(mock.history.post.map(sentName)).toEqual(['orders.csv', 'b.xml']);
    const body = form(mock.history.post[0]);
    expect(body.get('path')).toBe(FOLDER);
    expect(body.get('flg')).toBeNull();
    expect(body.get('types')).toBeNull();
    expect(within(rowOf('orders.csv')).getByText('Done')).toBeInTheDocument();
    expect(within(rowOf('orders.csv')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('asks about an existing name once when the answer applies to all', async () => {
    serverWith(['a.csv', 'b.csv']);
    show();

    await user.upload(fileInput(), [new File(['1'], 'a.csv'), new File(['2'], 'b.csv')]);

    const dialog = await screen.findByRole('dialog', { name: 'a.csv already exists' });
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Apply to all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Upload success')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = mock.history.post.map((call) => [sentName(call), form(call).get('flg')]);
    expect(sent).toEqual([
      ['a.csv', null],
      ['a.csv', 'overwrite'],
      ['b.csv', null],
      ['b.csv', 'overwrite'],
    ]);
    expect(within(rowOf('b.csv')).getByText('Overwritten')).toBeInTheDocument();
    // The question is the only answer to a 409: no toast beside it.
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('asks again for the next conflict when the answer was for one file, and skips', async () => {
    serverWith(['a.csv', 'b.csv']);
    show();

    await user.upload(fileInput(), [new File(['1'], 'a.csv'), new File(['2'], 'b.csv')]);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'a.csv already exists' })).getByRole(
        'button',
        { name: 'Skip' },
      ),
    );
    const second = await screen.findByRole('dialog', { name: 'b.csv already exists' });
    expect(within(second).getByRole('checkbox', { name: 'Apply to all' })).not.toBeChecked();
    await user.click(within(second).getByRole('button', { name: 'Skip' }));

    await waitFor(() => expect(within(rowOf('b.csv')).getByText('Skipped')).toBeInTheDocument());
    expect(within(rowOf('a.csv')).getByText('Skipped')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(2);
    expect(screen.queryByText('Upload success')).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('renames to the first free numbered name', async () => {
    serverWith(['report.csv', 'report (1).csv']);
    mock
      .onGet('/api/file/fileList')
      .reply(200, envelope(makePage(FOLDER, [makeEntry(`${FOLDER}report (1).csv`)])));
    show();

    await user.upload(fileInput(), new File(['1'], 'report.csv'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'report.csv already exists' })).getByRole(
        'button',
        { name: 'Rename' },
      ),
    );

    expect(
      await within(rowOf('report.csv')).findByText('Uploaded as report (2).csv'),
    ).toBeInTheDocument();
    expect(mock.history.get[0].params).toEqual({ path: FOLDER, prefix: 'report (', limit: 1000 });
    expect(mock.history.post.map(sentName)).toEqual(['report.csv', 'report (2).csv']);
    expect(form(mock.history.post[1]).get('flg')).toBeNull();
    expect(onUploaded).toHaveBeenCalled();
  });

  it('shows the server’s reason for a failed upload', async () => {
    mock.onPost(UPLOAD).reply(413, { code: 413, msg: 'The file is too big', data: null });
    show();

    await user.upload(fileInput(), new File(['1'], 'a.csv'));

    expect(
      await within(rowOf('a.csv')).findByText('Failed: The file is too big'),
    ).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
