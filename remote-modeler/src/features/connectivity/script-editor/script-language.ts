// monaco-editor-webpack-plugin trims this import to what webpack.config.ts names.
import * as monaco from 'monaco-editor';
import { dottedNameStart, scriptCompletions } from './script-completions';
import { SCRIPT_LANGUAGE, scriptLanguageConfiguration, scriptMonarch } from './script-monarch';

/** The parameter names each open script completes as `params.<name>`, by model. */
const paramNamesOf = new WeakMap<monaco.editor.ITextModel, readonly string[]>();

export const setParamNames = (model: monaco.editor.ITextModel, names: readonly string[]) =>
  paramNamesOf.set(model, names);

let registered = false;

/** Registers the script language with monaco, once per page: highlighting and completion. */
export function registerScriptLanguage() {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: SCRIPT_LANGUAGE });
  monaco.languages.setMonarchTokensProvider(SCRIPT_LANGUAGE, scriptMonarch);
  monaco.languages.setLanguageConfiguration(SCRIPT_LANGUAGE, scriptLanguageConfiguration);
  monaco.languages.registerCompletionItemProvider(SCRIPT_LANGUAGE, {
    triggerCharacters: ['.'],
    provideCompletionItems: (model, position) => {
      const line = model.getLineContent(position.lineNumber);
      const range = new monaco.Range(
        position.lineNumber,
        dottedNameStart(line, position.column),
        position.lineNumber,
        position.column,
      );
      const kinds = monaco.languages.CompletionItemKind;
      return {
        suggestions: scriptCompletions(paramNamesOf.get(model) ?? []).map((entry) => ({
          label: entry.label,
          insertText: entry.insertText,
          detail: entry.detail,
          documentation: entry.documentation,
          kind: entry.kind === 'function' ? kinds.Function : kinds.Variable,
          range,
        })),
      };
    },
  });
}
