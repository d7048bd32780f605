/**
 * Prints one exported name of @console/shared as the TypeScript checker sees it: its kind, its
 * type, and for interfaces, classes, type aliases of object types and constants holding object
 * literals, one line per member, so that a difference can tell an added member from a changed
 * one (contract-diff.ts).
 */
import ts from 'typescript';
import type { ExportedName } from './contract-diff';

// Full types, with the aliases the sources use; no enclosing declaration, so no import("/path").
const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** How deep nested object literals are listed member by member (`menu.titles.en-US`). */
const MAX_DEPTH = 4;

/**
 * The checker prints a type it cannot name as `import("<absolute path>")`: the package's name
 * alone (not its path in pnpm's store, nor its version) keeps the snapshot the same on every
 * machine and across a dependency's patch release.
 */
export const portable = (text: string) =>
  text.replace(
    /import\("[^"]*\/node_modules\/((?:@[^/"]+\/)?[^/"@][^/"]*)\/[^"]*"\)/g,
    'import("$1")',
  );

/** What an object literal type prints as when its members are listed instead. */
export const OBJECT_LITERAL = '{ … }';

export class SurfacePrinter {
  constructor(private readonly checker: ts.TypeChecker) {}

  private type(type: ts.Type, flags = FORMAT) {
    return portable(this.checker.typeToString(type, undefined, flags));
  }

  private signature(signature: ts.Signature) {
    return portable(this.checker.signatureToString(signature, undefined, FORMAT));
  }

  /** An anonymous `{ … }` type (a type literal or an object literal's type), not a function. */
  private isObjectLiteral(type: ts.Type) {
    const anonymous =
      type.flags & ts.TypeFlags.Object &&
      (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Anonymous;
    const literal =
      type.symbol?.flags & (ts.SymbolFlags.TypeLiteral | ts.SymbolFlags.ObjectLiteral);
    return Boolean(
      anonymous &&
      literal &&
      !type.getCallSignatures().length &&
      !type.getConstructSignatures().length,
    );
  }

  private property(property: ts.Symbol, prefix: string, depth: number): string[] {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const readonly = property.declarations?.some(
      (declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly,
    );
    const name = `${readonly ? 'readonly ' : ''}${prefix}${property.name}${optional}`;
    const type = this.checker.getTypeOfSymbol(property);
    if (depth < MAX_DEPTH && this.isObjectLiteral(type))
      return [
        `${name}: ${OBJECT_LITERAL}`,
        ...this.members(type, `${prefix}${property.name}.`, depth + 1),
      ];
    return [`${name}: ${this.type(type)}`];
  }

  /** An object type's properties (nested literals flattened), call and index signatures. */
  private members(type: ts.Type, prefix = '', depth = 0, within?: ts.Node): string[] {
    const declaredWithin = (property: ts.Symbol) =>
      !within || property.declarations?.some((declaration) => declaration.parent === within);
    const properties = this.checker
      .getPropertiesOfType(type)
      .filter(declaredWithin)
      .flatMap((property) => this.property(property, prefix, depth));
    const calls = type.getCallSignatures().map((s) => `${prefix}call ${this.signature(s)}`);
    const constructs = type
      .getConstructSignatures()
      .map((s) => `${prefix}new ${this.signature(s)}`);
    const indexes = this.checker
      .getIndexInfosOfType(type)
      .map((info) => `${prefix}[key: ${this.type(info.keyType)}]: ${this.type(info.type)}`);
    return [...properties, ...calls, ...constructs, ...indexes];
  }

  /** A value's type, with its members when it is an object literal (i18n bundles, settings). */
  private value(kind: string, type: ts.Type): ExportedName {
    return this.isObjectLiteral(type)
      ? { kind, type: OBJECT_LITERAL, members: this.members(type) }
      : { kind, type: this.type(type) };
  }

  private valueMeaning(symbol: ts.Symbol): ExportedName | null {
    const { flags } = symbol;
    const type = this.checker.getTypeOfSymbol(symbol);
    if (flags & ts.SymbolFlags.Function) return { kind: 'function', type: this.type(type) };
    if (flags & ts.SymbolFlags.Class) {
      const instance = this.checker.getDeclaredTypeOfSymbol(symbol);
      // Its own statics only: those it inherits from Error come with @types/node's version.
      const statics = this.members(type, '', 0, symbol.valueDeclaration);
      const members = [...this.members(instance), ...statics.map((m) => `static ${m}`)];
      return { kind: 'class', type: this.type(instance), members };
    }
    if (flags & ts.SymbolFlags.Enum) {
      const members = this.checker.getExportsOfModule(symbol).map((member) => {
        const node = member.valueDeclaration;
        const value = node && ts.isEnumMember(node) ? this.checker.getConstantValue(node) : null;
        return `${member.name} = ${JSON.stringify(value)}`;
      });
      return { kind: 'enum', type: symbol.name, members };
    }
    if (flags & ts.SymbolFlags.Variable) {
      const variable = symbol.valueDeclaration;
      const constant =
        variable &&
        ts.isVariableDeclaration(variable) &&
        ts.getCombinedNodeFlags(variable) & ts.NodeFlags.Const;
      return this.value(constant ? 'const' : 'let', type);
    }
    return null;
  }

  /** A generic alias's parameters with their constraints (`<T extends object> `), else ''. */
  private typeParameters(declaration: ts.TypeAliasDeclaration | undefined) {
    const parameters = (declaration?.typeParameters ?? []).map((node) => {
      const parameter = this.checker.getTypeAtLocation(node);
      const constraint = parameter.getConstraint();
      return this.type(parameter) + (constraint ? ` extends ${this.type(constraint)}` : '');
    });
    return parameters.length ? `<${parameters.join(', ')}> ` : '';
  }

  private typeMeaning(symbol: ts.Symbol): ExportedName | null {
    const declared = this.checker.getDeclaredTypeOfSymbol(symbol);
    if (symbol.flags & ts.SymbolFlags.Interface)
      return { kind: 'interface', type: this.type(declared), members: this.members(declared) };
    if (!(symbol.flags & ts.SymbolFlags.TypeAlias)) return null;
    const header = this.typeParameters(symbol.declarations?.find(ts.isTypeAliasDeclaration));
    const printed = this.type(declared, FORMAT | ts.TypeFormatFlags.InTypeAlias);
    if (!(declared.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)))
      return { kind: 'type', type: header + printed };
    // An object type (`{ … }`, `Omit<…>` expanded) is its members; `Page<Command>` says more.
    const type = header + (printed.startsWith('{') ? OBJECT_LITERAL : printed);
    return { kind: 'type', type, members: this.members(declared) };
  }

  /** One exported name with each of its meanings (a name can be both a value and a type). */
  describe(symbol: ts.Symbol): ExportedName {
    const parts = [this.valueMeaning(symbol), this.typeMeaning(symbol)].filter(
      (part): part is ExportedName => part !== null,
    );
    if (!parts.length) return { kind: 'namespace', type: symbol.name };
    if (parts.length === 1) return parts[0];
    const members = parts.flatMap((part) => part.members ?? []);
    return {
      kind: parts.map((part) => part.kind).join(' & '),
      type: parts.map((part) => part.type).join('; '),
      ...(members.length ? { members } : {}),
    };
  }
}
