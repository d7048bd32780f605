/**
 * `pnpm --filter @console/server check:engine-face`: the files under src/modules that reach past
 * the engine's face (issue 9 §1): that import an engine table (from db/schema or
 * db/engine-schema) or an engine internal (anything under engine/ but its index). Prints the
 * count and the files with what they import; exits non-zero when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import ENGINE_TABLES from '../src/db/engine-tables.json';

const SRC = path.join(__dirname, '../src');
const MODULES = path.join(SRC, 'modules');

const listTs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTs(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

/** What one file imports past the face: `engine/runtime/variables`, `db/schema: incidents`… */
function reachesPast(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = path.relative(SRC, path.resolve(path.dirname(file), specifier.text));
    if (target.startsWith('engine/') && target !== 'engine/index') found.push(target);
    if (target === 'db/engine-schema') found.push(target);
    if (target === 'db/schema') {
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      const bindings = clause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      for (const name of names) {
        if (name === '*' || ENGINE_TABLES.includes(name)) found.push(`db/schema: ${name}`);
      }
    }
  }
  return found;
}

const offenders = listTs(MODULES)
  .map((file) => ({ file: path.relative(SRC, file), past: reachesPast(file) }))
  .filter(({ past }) => past.length > 0);

console.log(`Files under src/modules that import engine tables or internals: ${offenders.length}`);
for (const { file, past } of offenders) console.log(`  ${file}: ${past.join(', ')}`);
if (offenders.length) process.exitCode = 1;
