/**
 * What the editor completes besides the platform: the Groovy methods the runtime gives lists,
 * maps, strings and numbers (docs/scripts.md, "Groovy construct → supported / how"), offered
 * after a `.`, and the language's statements, offered at the start of a name.
 */

/** Which values a method belongs to; its completion says so in the user's language. */
export type GdkReceiver = 'list' | 'map' | 'string' | 'number';

export interface GdkMethod {
  name: string;
  /** How it is called, shown as the completion's detail. */
  signature: string;
  receivers: readonly GdkReceiver[];
}

const method = (name: string, signature: string, ...receivers: GdkReceiver[]): GdkMethod => ({
  name,
  signature,
  receivers,
});

export const GDK_METHODS: readonly GdkMethod[] = [
  method('each', 'each { item -> … }', 'list', 'map'),
  method('eachWithIndex', 'eachWithIndex { item, i -> … }', 'list', 'map'),
  method('collect', 'collect { item -> … }', 'list', 'map'),
  method('collectEntries', 'collectEntries { [key, value] }', 'list', 'map'),
  method('collectMany', 'collectMany { item -> [ … ] }', 'list'),
  method('find', 'find { item -> … }', 'list', 'map'),
  method('findAll', 'findAll { item -> … }', 'list', 'map'),
  method('findIndexOf', 'findIndexOf { item -> … }', 'list'),
  method('grep', 'grep(filter)', 'list'),
  method('any', 'any { item -> … }', 'list', 'map'),
  method('every', 'every { item -> … }', 'list', 'map'),
  method('inject', 'inject(initial) { acc, item -> … }', 'list'),
  method('groupBy', 'groupBy { item -> key }', 'list'),
  method('countBy', 'countBy { item -> key }', 'list'),
  method('count', 'count(value) / count { item -> … }', 'list', 'string'),
  method('sum', 'sum() / sum { item -> … }', 'list'),
  method('max', 'max() / max { item -> … }', 'list'),
  method('min', 'min() / min { item -> … }', 'list'),
  method('sort', 'sort() / sort { item -> key } / sort(false)', 'list', 'map'),
  method('unique', 'unique() / unique { item -> key }', 'list'),
  method('reverse', 'reverse()', 'list', 'string'),
  method('flatten', 'flatten()', 'list'),
  method('transpose', 'transpose()', 'list'),
  method('collate', 'collate(size)', 'list'),
  method('take', 'take(n)', 'list', 'string'),
  method('drop', 'drop(n)', 'list', 'string'),
  method('first', 'first()', 'list'),
  method('last', 'last()', 'list'),
  method('head', 'head()', 'list'),
  method('tail', 'tail()', 'list'),
  method('withIndex', 'withIndex()', 'list'),
  method('toSet', 'toSet()', 'list'),
  method('subList', 'subList(from, to)', 'list'),
  method('join', 'join(separator)', 'list'),
  method('indexOf', 'indexOf(value)', 'list', 'string'),
  method('lastIndexOf', 'lastIndexOf(value)', 'string'),
  method('contains', 'contains(value)', 'list', 'string'),
  method('intersect', 'intersect(other)', 'list'),
  method('add', 'add(value)', 'list'),
  method('addAll', 'addAll(values)', 'list'),
  method('removeAll', 'removeAll { item -> … }', 'list'),
  method('remove', 'remove(value or index / key)', 'list', 'map'),
  method('get', 'get(index or key, default?)', 'list', 'map'),
  method('size', 'size()', 'list', 'map', 'string'),
  method('isEmpty', 'isEmpty()', 'list', 'map', 'string'),
  method('keySet', 'keySet()', 'map'),
  method('values', 'values()', 'map'),
  method('entrySet', 'entrySet()', 'map'),
  method('getOrDefault', 'getOrDefault(key, default)', 'map'),
  method('subMap', 'subMap(keys)', 'map'),
  method('containsKey', 'containsKey(key)', 'map'),
  method('containsValue', 'containsValue(value)', 'map'),
  method('put', 'put(key, value)', 'map'),
  method('trim', 'trim()', 'string'),
  method('toUpperCase', 'toUpperCase()', 'string'),
  method('toLowerCase', 'toLowerCase()', 'string'),
  method('capitalize', 'capitalize()', 'string'),
  method('split', 'split(regex)', 'string'),
  method('tokenize', 'tokenize(characters?)', 'string'),
  method('readLines', 'readLines()', 'string'),
  method('eachLine', 'eachLine { line -> … }', 'string'),
  method('toList', 'toList()', 'string'),
  method('stripMargin', 'stripMargin()', 'string'),
  method('stripIndent', 'stripIndent()', 'string'),
  method('startsWith', 'startsWith(prefix)', 'string'),
  method('endsWith', 'endsWith(suffix)', 'string'),
  method('replace', 'replace(text, replacement)', 'string'),
  method('replaceAll', 'replaceAll(regex, replacement)', 'string'),
  method('replaceFirst', 'replaceFirst(regex, replacement)', 'string'),
  method('matches', 'matches(regex)', 'string'),
  method('equalsIgnoreCase', 'equalsIgnoreCase(other)', 'string'),
  method('substring', 'substring(from, to?)', 'string'),
  method('padLeft', "padLeft(width, ' ')", 'string'),
  method('padRight', "padRight(width, ' ')", 'string'),
  method('isNumber', 'isNumber()', 'string'),
  method('toInteger', 'toInteger()', 'string'),
  method('toLong', 'toLong()', 'string', 'number'),
  method('toBigDecimal', 'toBigDecimal()', 'string', 'number'),
  method('toDouble', 'toDouble()', 'string'),
  method('times', 'times { i -> … }', 'number'),
  method('upto', 'upto(to) { i -> … }', 'number'),
  method('step', 'step(to, by) { i -> … }', 'number'),
  method('intdiv', 'intdiv(divisor)', 'number'),
  method('round', 'round(digits?)', 'number'),
  method('abs', 'abs()', 'number'),
  method('setScale', 'setScale(2, BigDecimal.ROUND_HALF_UP)', 'number'),
];

/** A statement or keyword, inserted as a monaco snippet (`${1:…}` tab stops, `$0` the end). */
export interface ScriptStatement {
  label: string;
  snippet: string;
}

export const SCRIPT_STATEMENTS: readonly ScriptStatement[] = [
  { label: 'def', snippet: 'def ${1:name} = $0' },
  { label: 'if', snippet: 'if (${1:condition}) {\n\t$0\n}' },
  { label: 'else', snippet: 'else {\n\t$0\n}' },
  { label: 'for', snippet: 'for (${1:item} in ${2:items}) {\n\t$0\n}' },
  { label: 'while', snippet: 'while (${1:condition}) {\n\t$0\n}' },
  {
    label: 'switch',
    snippet:
      'switch (${1:value}) {\n\tcase ${2:match}:\n\t\t$0\n\t\tbreak\n\tdefault:\n\t\tbreak\n}',
  },
  { label: 'case', snippet: 'case ${1:match}:\n\t$0' },
  { label: 'default', snippet: 'default:\n\t$0' },
  { label: 'break', snippet: 'break' },
  { label: 'continue', snippet: 'continue' },
  { label: 'return', snippet: 'return $0' },
  { label: 'try', snippet: 'try {\n\t$0\n} catch (Exception e) {\n\t\n}' },
  { label: 'catch', snippet: 'catch (Exception ${1:e}) {\n\t$0\n}' },
  { label: 'finally', snippet: 'finally {\n\t$0\n}' },
  { label: 'throw', snippet: "throw new Exception('${1:message}')" },
  { label: 'println', snippet: 'println($0)' },
  { label: 'in', snippet: 'in' },
  { label: 'as', snippet: 'as ${1:Integer}' },
  { label: 'instanceof', snippet: 'instanceof ${1:String}' },
  { label: 'new', snippet: 'new ${1:JsonSlurper}()' },
];
