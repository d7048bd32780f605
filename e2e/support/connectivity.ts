import { expect, type Locator } from '@playwright/test';
import { chooseOption, exactly } from './console';

/** Picks an option of an antd Select found by its label inside `scope`. */
export async function choose(scope: Locator, label: string, option: string) {
  await chooseOption(scope.getByRole('combobox', { name: label }), exactly(option));
}

/**
 * Replaces the text of a monaco editor (the script editor's group, found by its label).
 * insertText types no keys, so monaco closes no brackets or quotes of its own.
 */
export async function setEditorText(scope: Locator, label: string, text: string) {
  const editor = scope.getByRole('group', { name: label, exact: true }).locator('.monaco-editor');
  await expect(editor).toBeVisible();
  await editor.click();
  const keyboard = scope.page().keyboard;
  await keyboard.press('ControlOrMeta+A');
  await keyboard.press('Delete');
  await keyboard.insertText(text);
}
