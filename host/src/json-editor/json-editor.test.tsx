import { openJsonEditor } from '@console/shared';
import { renderScreen } from '@console/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupHostI18n } from '../testing/host-test-utils';
import { JsonEditorHost } from './json-editor-host';

// Monaco needs a real browser; a textarea stands in for it with the same props.
jest.mock('./monaco-json-editor', () => ({
  __esModule: true,
  default: ({
    value,
    onChange,
    ariaLabel,
  }: {
    value: string;
    onChange: (v: string) => void;
    ariaLabel: string;
  }) => (
    <textarea
      aria-label={ariaLabel}
      defaultValue={value}
      onChange={(e) => onChange(e.target.value)}
    />
  ),
}));

beforeAll(setupHostI18n);

describe('JSON editor modal (SPEC §2, §5, §9)', () => {
  it('opens through shared, 90% wide, and refuses text that is not JSON', async () => {
    const onSave = jest.fn();
    renderScreen(<JsonEditorHost />);
    act(() => openJsonEditor({ title: 'Edit port', value: { name: 'SP_A' }, onSave }));
    const editor = await screen.findByRole('textbox', { name: 'JSON editor' });
    expect(editor).toHaveValue(JSON.stringify({ name: 'SP_A' }, null, 2));
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('90%');

    fireEvent.change(editor, { target: { value: '{ name: ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('cannot parse the json please make sure it is a json'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the parsed value to the caller and closes', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    renderScreen(<JsonEditorHost />);
    act(() => openJsonEditor({ value: { a: 1 }, onSave }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'JSON editor' }), {
      target: { value: '{"a": 2}' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ a: 2 }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'JSON editor' })).not.toBeInTheDocument(),
    );
  });

  it("stays open with the caller's error when saving fails", async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('name is required'));
    renderScreen(<JsonEditorHost />);
    act(() => openJsonEditor({ value: {}, onSave }));
    await screen.findByRole('textbox', { name: 'JSON editor' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'JSON editor' })).toBeInTheDocument();
  });
});
