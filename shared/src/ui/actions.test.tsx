import { KeyOutlined } from '@ant-design/icons';
import { screen, waitFor, within } from '@testing-library/react';
import { HandledError } from '../http/handle-response';
import { renderScreen, setupI18n, setupUser } from '../testing';
import { ListActions } from './list-actions';
import { RowActions } from './row-actions';
import { useConfirmDelete } from './use-confirm-delete';

beforeEach(() => setupI18n());

describe('RowActions', () => {
  it('shows the row’s own actions first, then Edit and Delete, each calling back', async () => {
    const onPassword = jest.fn();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderScreen(
      <RowActions
        actions={[
          { key: 'password', label: 'Change password', icon: <KeyOutlined />, onClick: onPassword },
        ]}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    const buttons = screen.getAllByRole('button');
    // The icons are decoration: each button is named by its label alone.
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Change password',
      'Edit',
      'Delete',
    ]);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onPassword).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('leaves Edit out for a row that cannot be edited', () => {
    renderScreen(<RowActions onDelete={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete']);
  });
});

describe('ListActions', () => {
  it('shows extra actions, Refresh, then Create', async () => {
    const onCreate = jest.fn();
    const onRefresh = jest.fn();
    renderScreen(
      <ListActions
        createLabel="New BP"
        onCreate={onCreate}
        onRefresh={onRefresh}
        refreshing={false}
      >
        <button>Back</button>
      </ListActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Back',
      'Refresh',
      'New BP',
    ]);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.click(screen.getByRole('button', { name: 'New BP' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });
});

describe('useConfirmDelete', () => {
  function DeleteButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
    const confirmDelete = useConfirmDelete();
    return (
      <button
        onClick={() =>
          confirmDelete({ title: 'Delete BP Paris?', content: 'Its users go too.', onConfirm })
        }
      >
        Remove
      </button>
    );
  }

  const ask = async (onConfirm: () => Promise<void>) => {
    renderScreen(<DeleteButton onConfirm={onConfirm} />);
    await setupUser().click(screen.getByRole('button', { name: 'Remove' }));
    return screen.findByRole('dialog', { name: 'Delete BP Paris?' });
  };

  it('deletes nothing until the user confirms', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const dialog = await ask(onConfirm);
    expect(dialog).toHaveTextContent('Its users go too.');
    expect(onConfirm).not.toHaveBeenCalled();
    await setupUser().click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the user cancels', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const dialog = await ask(onConfirm);
    await setupUser().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes after a failure the client reported, without repeating it', async () => {
    const dialog = await ask(() => Promise.reject(new HandledError('in use', 409)));
    await setupUser().click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/in use/)).not.toBeInTheDocument();
  });

  it('shows a failure nobody has shown yet', async () => {
    const dialog = await ask(() => Promise.reject(new Error('boom')));
    await setupUser().click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong: boom')).toBeInTheDocument();
  });
});
