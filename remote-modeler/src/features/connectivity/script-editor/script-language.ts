// monaco-editor-webpack-plugin trims this import to what webpack.config.ts names.
import * as monaco from 'monaco-editor';
import { scriptCompletions, type ScriptCompletion, type Translate } from './script-completions';
import { SCRIPT_LANGUAGE, scriptLanguageConfiguration, scriptMonarch } from './script-monarch';

/** What each open script completes with: its command's parameters, its user's language. */
interface CompletionContext {
  paramNames: readonly string[];
  t: Translate;
}

const contextOf = new WeakMap<monaco.editor.ITextModel, CompletionContext>();

export const setCompletionContext = (model: monaco.editor.ITextModel, context: CompletionContext) =>
  contextOf.set(model, context);

const KIND: Record<ScriptCompletion['kind'], monaco.languages.CompletionItemKind> = {
  function: monaco.languages.CompletionItemKind.Function,
  variable: monaco.languages.CompletionItemKind.Variable,
  method: monaco.languages.CompletionItemKind.Method,
  keyword: monaco.languages.CompletionItemKind.Keyword,
};

// A model the editor has not described yet (it does so on mount) completes without texts.
const untranslated: Translate = () => '';

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
      const { paramNames, t } = contextOf.get(model) ?? { paramNames: [], t: untranslated };
      const line = model.getLineContent(position.lineNumber);
      const entries = scriptCompletions(line, position.column, paramNames, t);
      return {
        suggestions: entries.map((entry) => ({
          label: entry.label,
          insertText: entry.insertText,
          insertTextRules: entry.snippet
            ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet
            : undefined,
          detail: entry.detail,
          documentation: entry.documentation,
          kind: KIND[entry.kind],
          range: new monaco.Range(
            position.lineNumber,
            entry.startColumn,
            position.lineNumber,
            position.column,
          ),
        })),
      };
    },
  });
}
