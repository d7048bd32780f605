import { renderScreen, setupScreen } from '@console/shared/testing';
import { screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { FILES_NAMESPACE, filesTranslations } from '../../i18n';
import UploadPage from './upload-page';

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(FILES_NAMESPACE, filesTranslations));
});
afterEach(() => mock.restore());

describe('UploadPage', () => {
  it('uploads into the folder of ?path= and links back to it in the browser', () => {
    renderScreen(<UploadPage />, { route: '/upload?path=mounted/inbound/&store=gcs' });
    expect(screen.getByRole('heading', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getByText('To mounted/inbound/')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the file browser/ })).toHaveAttribute(
      'href',
      '/operator/resultFileDownload?path=mounted/inbound/&store=gcs',
    );
  });

  it('narrows the accepted types to the ones the URL names', () => {
    renderScreen(<UploadPage />, { route: '/upload?path=elsewhere/&types=csv,xml' });
    expect(screen.getByText('To mounted/')).toBeInTheDocument();
    expect(screen.getByText(/Accepted: csv, xml\./)).toBeInTheDocument();
  });
});
