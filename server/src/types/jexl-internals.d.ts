/**
 * jexl's lexer and parser, which @types/jexl does not describe. The expression evaluator uses
 * only these two (text → tokens → AST) and never jexl's own evaluator.
 */
declare module 'jexl/dist/Lexer' {
  import type { JexlGrammar, JexlToken } from 'jexl/dist/parser/Parser';
  export default class Lexer {
    constructor(grammar: JexlGrammar);
    tokenize(text: string): JexlToken[];
  }
}

declare module 'jexl/dist/parser/Parser' {
  import type Ast from 'jexl/Ast';
  export interface JexlGrammar {
    elements: Record<string, { type: string; precedence?: number }>;
    functions: Record<string, never>;
    transforms: Record<string, never>;
  }
  export interface JexlToken {
    type: string;
    value: string | number | boolean;
    raw: string;
  }
  export default class Parser {
    constructor(grammar: JexlGrammar);
    addTokens(tokens: JexlToken[]): void;
    complete(): Ast | null;
  }
}
