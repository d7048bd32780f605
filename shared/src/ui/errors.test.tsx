import { screen } from '@testing-library/react';
import { HandledError } from '../http/handle-response';
import { renderScreen, setupI18n, setupUser } from '../testing';
import { failureText, isNotFound, useReportError } from './errors';

beforeEach(() => setupI18n());

describe('isNotFound', () => {
  it('recognises a 404 the client reported, by HTTP status or envelope code', () => {
    expect(isNotFound(new HandledError('gone', 404))).toBe(true);
    expect(isNotFound(new HandledError('gone', 200, 404))).toBe(true);
    expect(isNotFound(new HandledError('down', 500))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('failureText', () => {
  it('keeps the text of a failure the client reported', () => {
    expect(failureText(new HandledError('The username alice is taken', 409))).toBe(
      'The username alice is taken',
    );
  });

  it('says something went wrong, with the reason, for any other failure', () => {
    expect(failureText(new TypeError('x is undefined'))).toBe(
      'Something went wrong: x is undefined',
    );
    expect(failureText('plain')).toBe('Something went wrong: plain');
  });
});

describe('useReportError', () => {
  function Reporter({ error }: { error: unknown }) {
    const report = useReportError();
    return <button onClick={() => report(error)}>Fail</button>;
  }

  it('shows a failure nobody has shown yet', async () => {
    renderScreen(<Reporter error={new Error('boom')} />);
    await setupUser().click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Something went wrong: boom')).toBeInTheDocument();
  });

  it('does not repeat what the client has reported', async () => {
    renderScreen(<Reporter error={new HandledError('Server error 500: down', 500)} />);
    await setupUser().click(screen.getByRole('button', { name: 'Fail' }));
    // Give a toast the time it would take to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/down/)).not.toBeInTheDocument();
  });

  it('shows the server message of a status the call expected and left unshown', async () => {
    const expected = new HandledError('two.csv exists again', 409, undefined, false);
    renderScreen(<Reporter error={expected} />);
    await setupUser().click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('two.csv exists again')).toBeInTheDocument();
  });
});
