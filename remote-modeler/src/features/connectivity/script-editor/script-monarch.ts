import type { languages } from 'monaco-editor';

/** The script language's id in monaco. */
export const SCRIPT_LANGUAGE = 'console-script';

export const SCRIPT_KEYWORDS = [
  'def',
  'if',
  'else',
  'for',
  'in',
  'return',
  'try',
  'catch',
  'true',
  'false',
  'null',
];

/**
 * Highlighting of the script language (shared/src/script/groovy.peggy): its keywords, '…' and
 * "…" strings with `${…}` and `$name` interpolation, // and /* *\/ comments, numbers.
 */
export const scriptMonarch: languages.IMonarchLanguage = {
  defaultToken: '',
  keywords: SCRIPT_KEYWORDS,
  operators: ['=', '+=', '-=', '==', '!=', '<=', '>=', '<', '>', '&&', '||', '!', '?:', '?', '->'],
  symbols: /[=><!~?:&|+\-*/%]+/,
  tokenizer: {
    root: [
      [/[A-Za-z_]\w*/, { cases: { '@keywords': 'keyword', '@default': 'identifier' } }],
      { include: '@whitespace' },
      [/[{}()[\]]/, '@brackets'],
      [/@symbols/, { cases: { '@operators': 'operator', '@default': '' } }],
      [/\d+(\.\d+)?/, 'number'],
      [/[;,.]/, 'delimiter'],
      [/'/, 'string', '@plainString'],
      [/"/, 'string', '@gString'],
    ],
    whitespace: [
      [/[ \t\r\n]+/, ''],
      [/\/\*/, 'comment', '@comment'],
      [/\/\/.*$/, 'comment'],
    ],
    comment: [
      [/[^/*]+/, 'comment'],
      [/\*\//, 'comment', '@pop'],
      [/[/*]/, 'comment'],
    ],
    plainString: [
      [/[^\\']+/, 'string'],
      [/\\./, 'string.escape'],
      [/'/, 'string', '@pop'],
    ],
    gString: [
      [/\$\{/, { token: 'delimiter.interpolation', next: '@interpolation' }],
      [/\$[A-Za-z_]\w*(\.[A-Za-z_]\w*)*/, 'variable'],
      [/[^\\"$]+/, 'string'],
      [/\\./, 'string.escape'],
      [/\$/, 'string'],
      [/"/, 'string', '@pop'],
    ],
    interpolation: [
      [/\}/, { token: 'delimiter.interpolation', next: '@pop' }],
      { include: 'root' },
    ],
  },
};

/** Brackets and comments, for matching and for "toggle comment". */
export const scriptLanguageConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '//', blockComment: ['/*', '*/'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string'] },
    { open: "'", close: "'", notIn: ['string'] },
  ],
};
