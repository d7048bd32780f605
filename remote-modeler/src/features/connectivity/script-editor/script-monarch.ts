import type { languages } from 'monaco-editor';

/** The script language's id in monaco. */
export const SCRIPT_LANGUAGE = 'console-script';

export const SCRIPT_KEYWORDS = [
  'def',
  'if',
  'else',
  'for',
  'while',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'in',
  'as',
  'instanceof',
  'new',
  'return',
  'try',
  'catch',
  'finally',
  'throw',
  'assert',
  'import',
  'final',
  'true',
  'false',
  'null',
  // Types a declaration may name (`int count = 0`): read and ignored.
  'int',
  'long',
  'short',
  'byte',
  'char',
  'float',
  'double',
  'boolean',
  'void',
];

/**
 * Highlighting of the script language (shared/src/script/groovy.peggy): its keywords, '…',
 * "…", '''…''' and """…""" strings with `${…}` and `$name` interpolation, slashy strings
 * (`/\d+/`, `~/…/`) where a value is expected, // and /* *\/ comments, numbers (`1.5`, `1e3`,
 * `10L`, `0x1F`).
 */
export const scriptMonarch: languages.IMonarchLanguage = {
  defaultToken: '',
  keywords: SCRIPT_KEYWORDS,
  operators: [
    '=',
    '+=',
    '-=',
    '*=',
    '/=',
    '%=',
    '==',
    '!=',
    '<=',
    '>=',
    '<',
    '>',
    '<=>',
    '&&',
    '||',
    '!',
    '?:',
    '?',
    '->',
    '+',
    '-',
    '*',
    '/',
    '%',
    '**',
    '++',
    '--',
    '=~',
    '==~',
    '~',
    '<<',
  ],
  symbols: /[=><!~?:&|+\-*/%]+/,
  tokenizer: {
    root: [
      // A slash where a value is expected (after an operator, a bracket, `,`, return or case)
      // opens a slashy string; after a value it divides.
      [
        /([=(,:!&|?~+\-*%<>{[;]+|\breturn|\bcase)(\s*)(\/)(?=[^/*])/,
        ['operator', '', { token: 'regexp', next: '@slashy' }],
      ],
      [/[A-Z][\w$]*/, 'type.identifier'],
      [/[A-Za-z_]\w*/, { cases: { '@keywords': 'keyword', '@default': 'identifier' } }],
      { include: '@whitespace' },
      [/[{}()[\]]/, '@brackets'],
      [/\.\.<?|\*\.|\?\./, 'operator'],
      [/@symbols/, { cases: { '@operators': 'operator', '@default': '' } }],
      [/0[xX][0-9a-fA-F]+[lLgG]?/, 'number.hex'],
      [/\d+(\.\d+)?([eE][+-]?\d+)?[lLgGdDfF]?/, 'number'],
      [/[;,.]/, 'delimiter'],
      [/'''/, 'string', '@tripleSingle'],
      [/"""/, 'string', '@tripleDouble'],
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
    tripleSingle: [
      [/'''/, 'string', '@pop'],
      [/[^\\']+/, 'string'],
      [/\\./, 'string.escape'],
      [/'/, 'string'],
    ],
    gString: [{ include: '@interpolated' }, [/[^\\"$]+/, 'string'], [/"/, 'string', '@pop']],
    tripleDouble: [
      [/"""/, 'string', '@pop'],
      { include: '@interpolated' },
      [/[^\\"$]+/, 'string'],
      [/"/, 'string'],
    ],
    slashy: [
      [/\\\//, 'regexp.escape'],
      [/\$\{/, { token: 'delimiter.interpolation', next: '@interpolation' }],
      [/\$[A-Za-z_]\w*/, 'variable'],
      [/[^\\/$]+/, 'regexp'],
      [/[\\$]/, 'regexp'],
      [/\//, 'regexp', '@pop'],
    ],
    // `${…}`, `$name.path` and escapes, in "…" and """…""".
    interpolated: [
      [/\$\{/, { token: 'delimiter.interpolation', next: '@interpolation' }],
      [/\$[A-Za-z_]\w*(\.[A-Za-z_]\w*)*/, 'variable'],
      [/\\./, 'string.escape'],
      [/\$/, 'string'],
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
