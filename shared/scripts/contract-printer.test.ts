/**
 * @jest-environment node
 */
import ts from 'typescript';
import { OBJECT_LITERAL, portable, SurfacePrinter } from './contract-printer';

const SOURCE = `
  class Base { static create() { return 1; } shared = 1; }
  export class Widget extends Base { static readonly DEFAULT = 'x'; constructor(readonly size: number) { super(); } }
  export const bundle = { action: { ok: 'OK' }, count: 2 } as const;
  export type Maybe<T extends object> = T | null;
  export type Options = { menu: { order: number }; label?: string };
  export interface Area { remote: string; home?: string }
  export function pick(value: string, fallback?: number): string { return value; }
  export type Role = 'admin' | 'sys';
  export const Role = ['admin', 'sys'] as const;
`;

/** The printer's view of each export of a small module, checked without any library. */
function describeAll() {
  const file = '/virtual/surface.ts';
  const options: ts.CompilerOptions = { noLib: true, strict: true, types: [] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, version) =>
    name === file
      ? ts.createSourceFile(file, SOURCE, ts.ScriptTarget.ES2022, true)
      : getSourceFile(name, version);
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const printer = new SurfacePrinter(checker);
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return Object.fromEntries(
    checker.getExportsOfModule(module).map((symbol) => [symbol.name, printer.describe(symbol)]),
  );
}

test('prints each kind of export with its type and members, as the checker sees them', () => {
  const surface = describeAll();
  expect(surface.pick).toEqual({
    kind: 'function',
    type: '(value: string, fallback?: number | undefined) => string',
  });
  expect(surface.Area).toEqual({
    kind: 'interface',
    type: 'Area',
    members: ['remote: string', 'home?: string | undefined'],
  });
  // Nested object literals are listed member by member, so a new key reads as an addition.
  expect(surface.bundle).toEqual({
    kind: 'const',
    type: OBJECT_LITERAL,
    members: ['action: { … }', 'action.ok: "OK"', 'count: 2'],
  });
  expect(surface.Options).toEqual({
    kind: 'type',
    type: OBJECT_LITERAL,
    members: ['menu: { … }', 'menu.order: number', 'label?: string | undefined'],
  });
  expect(surface.Maybe).toEqual({ kind: 'type', type: '<T extends object> T | null' });
  // A name that is a value and a type has both meanings.
  expect(surface.Role).toEqual({
    kind: 'const & type',
    type: 'readonly ["admin", "sys"]; "admin" | "sys"',
  });
});

test("lists a class's own statics, not those it inherits", () => {
  const { Widget } = describeAll();
  expect(Widget.kind).toBe('class');
  // Base's static create() is not listed; the constructor is.
  expect(Widget.members).toEqual([
    'readonly size: number',
    'shared: number',
    'static readonly DEFAULT: "x"',
    'static new (size: number): Widget',
  ]);
});

test('a type printed with a path names its package alone, wherever it is installed', () => {
  const store = '/a/b/node_modules/.pnpm/dayjs@1.11.23/node_modules/dayjs/index.d.ts';
  expect(portable(`typeof import("${store}")`)).toBe('typeof import("dayjs")');
  const scoped = '/x/node_modules/.pnpm/@types+node@20/node_modules/@types/node/fs.d.ts';
  expect(portable(`import("${scoped}").Stats`)).toBe('import("@types/node").Stats');
  expect(portable(`import("/w/node_modules/antd/es/index.d.ts")`)).toBe('import("antd")');
});
