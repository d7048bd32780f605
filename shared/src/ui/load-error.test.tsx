import { screen } from '@testing-library/react';
import { renderScreen, setupI18n, setupUser } from '../testing';
import { LoadError } from './load-error';

beforeEach(() => setupI18n());

it('says what could not be loaded and what to do', () => {
  renderScreen(<LoadError title="The groups could not be loaded" onRetry={() => {}} />);
  expect(screen.getByText('The groups could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('Check your connection, then try again.')).toBeInTheDocument();
});

it('calls back on Retry', async () => {
  const onRetry = jest.fn();
  renderScreen(<LoadError title="Could not load the ports" onRetry={onRetry} />);
  await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('offers a second way out beside Retry', () => {
  renderScreen(
    <LoadError title="Gone" onRetry={() => {}} extra={<a href="/back">Back to the groups</a>} />,
  );
  expect(screen.getByRole('link', { name: 'Back to the groups' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('follows the language', async () => {
  await setupI18n(undefined, undefined, 'fr-CA');
  renderScreen(<LoadError title="Impossible" onRetry={() => {}} />);
  expect(screen.getByText('Vérifiez votre connexion, puis réessayez.')).toBeInTheDocument();
});
