/**
 * The prelude's classes (issue 25 §3): what a class name gives a script (`__type`: Math,
 * Integer, String, JsonOutput…), what `new` makes (`__new`: exceptions, JsonSlurper,
 * StringBuilder, ArrayList…), `as`, `instanceof`, Groovy's isCase (`in`, `switch`), and the
 * exceptions a script throws and catches. A caught error is an exception value: `e.message`,
 * `e.getMessage()`, `e.cause`, `e.class.simpleName`; a JavaScript error of the runtime is a
 * RuntimeException (or the class its message names, as NumberFormatException).
 */
export const PRELUDE_TYPES = String.raw`
const __PACKAGE = { NoSuchElementException: 'java.util.', ConcurrentModificationException: 'java.util.',
  IOException: 'java.io.', GroovyRuntimeException: 'groovy.lang.', MissingMethodException: 'groovy.lang.',
  MissingPropertyException: 'groovy.lang.', PatternSyntaxException: 'java.util.regex.', IllegalFormatConversionException: 'java.util.',
  BigDecimal: 'java.math.', BigInteger: 'java.math.', RoundingMode: 'java.math.', ArrayList: 'java.util.', LinkedHashMap: 'java.util.',
  HashMap: 'java.util.', List: 'java.util.', Map: 'java.util.', Set: 'java.util.', LinkedHashSet: 'java.util.', URLEncoder: 'java.net.', URLDecoder: 'java.net.', Collections: 'java.util.', Arrays: 'java.util.',
  UUID: 'java.util.', Matcher: 'java.util.regex.', Pattern: 'java.util.regex.', Closure: 'groovy.lang.', IntRange: 'groovy.lang.',
  JsonOutput: 'groovy.json.', JsonSlurper: 'groovy.json.', JsonBuilder: 'groovy.json.', Entry: 'java.util.Map$' };
// Each exception class and its parent, for catch (T e) and instanceof.
const __SUPER = { Throwable: null, Exception: 'Throwable', Error: 'Throwable', RuntimeException: 'Exception',
  IllegalArgumentException: 'RuntimeException', NumberFormatException: 'IllegalArgumentException',
  IllegalStateException: 'RuntimeException', NullPointerException: 'RuntimeException', ArithmeticException: 'RuntimeException',
  IndexOutOfBoundsException: 'RuntimeException', StringIndexOutOfBoundsException: 'IndexOutOfBoundsException',
  ArrayIndexOutOfBoundsException: 'IndexOutOfBoundsException', UnsupportedOperationException: 'RuntimeException',
  ClassCastException: 'RuntimeException', NoSuchElementException: 'RuntimeException', ConcurrentModificationException: 'RuntimeException',
  PatternSyntaxException: 'IllegalArgumentException', IllegalFormatConversionException: 'IllegalArgumentException',
  GroovyRuntimeException: 'RuntimeException', MissingMethodException: 'GroovyRuntimeException',
  MissingPropertyException: 'GroovyRuntimeException', IOException: 'Exception', StackOverflowError: 'Error', AssertionError: 'Error' };
const __fullName = (simple) => (__PACKAGE[simple] ?? 'java.lang.') + simple;
class __Exception extends __Obj {
  constructor(kind, message, cause) { super(); this.message = message ?? null; this.cause = cause ?? null; this.__kind = kind; }
  toString() { return __fullName(this.__kind) + (this.message === null ? '' : ': ' + this.message); }
  toJSON() { return { class: __fullName(this.__kind), message: this.message }; }
}
const __EXCEPTION = { getMessage: (e) => e.message, getLocalizedMessage: (e) => e.message, getCause: (e) => e.cause,
  printStackTrace: (e) => { log(e.toString()); return null; }, getStackTrace: () => [] };
__Exception.prototype.__m = __EXCEPTION;
const __fail = (message, kind) => { const error = new Error(message); error.__kind = kind ?? 'RuntimeException'; throw error; };
const __throwable = (v) => {
  const e = v instanceof __Exception ? v : new __Exception('RuntimeException', __str(v));
  const error = new Error(e.message ?? e.toString());
  error.__groovy = e;
  return error;
};
const __caught = (error) => !(error instanceof Error) ? error : error.__groovy ?? new __Exception(
  error.__kind ?? (/stack overflow/.test(error.message) ? 'StackOverflowError' : 'RuntimeException'), error.message);
class __SB extends __Obj {
  constructor(text) { super(); this.__text = text; }
  __truth() { return this.__text.length > 0; }
  toString() { return this.__text; }
  toJSON() { return this.__text; }
}
const __SB_METHODS = { append: (b, x) => { b.__text += __str(x); return b; }, leftShift: (b, x) => __SB_METHODS.append(b, x),
  length: (b) => b.__text.length, size: (b) => b.__text.length, reverse: (b) => { b.__text = __STRING.reverse(b.__text); return b; },
  insert: (b, i, x) => { b.__text = b.__text.slice(0, i) + __str(x) + b.__text.slice(i); return b; },
  setLength: (b, n) => { b.__text = b.__text.slice(0, n); return null; }, deleteCharAt: (b, i) => { b.__text = b.__text.slice(0, i) + b.__text.slice(i + 1); return b; } };
__SB.prototype.__m = __SB_METHODS;
class __Type extends __Obj {
  constructor(simple, statics, fields) { super(); this.name = __fullName(simple); this.simpleName = simple; Object.assign(this, fields); this.__m = statics ?? {}; }
  toString() { return 'class ' + this.name; }
  toJSON() { return this.name; }
}
// JsonOutput.toJson as Groovy 2.4 writes it: decimals keep their scale, non-ASCII is escaped.
const __JSON_ESCAPES = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
const __jsonText = (s) => '"' + s.replace(/[\u0000-\u001f"\\\u007f-\uffff]/g, (c) => __JSON_ESCAPES[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) + '"';
const __json = (v) => v === null || v === undefined ? 'null' : typeof v === 'string' ? __jsonText(v)
  : typeof v === 'number' || typeof v === 'boolean' || v instanceof __Dec || v instanceof __Double ? __str(v)
  : Array.isArray(v) ? '[' + v.map((x) => __json(x)).join(',') + ']'
  : __isMap(v) ? '{' + Object.keys(v).map((k) => __jsonText(k) + ':' + __json(v[k])).join(',') + '}'
  : v instanceof __Obj ? __json(v.toJSON()) : __jsonText(__str(v));
// JsonOutput.prettyPrint as Groovy writes it: four spaces, the tokens of the text kept as written.
const __prettyPrint = (text) => {
  let out = '', depth = 0;
  const pad = () => '\n' + '    '.repeat(depth);
  for (const t of __str(text).match(/"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+/g) ?? []) {
    if (t === '{' || t === '[') { depth++; out += t + pad(); }
    else if (t === '}' || t === ']') { depth--; out += pad() + t; }
    else if (t === ',') out += ',' + pad();
    else if (t === ':') out += ': ';
    else out += t;
  }
  return out;
};
// JsonSlurper: Groovy 2.4 gives its maps' keys in order and a number with a point as a BigDecimal.
const __slurp = (v) => Array.isArray(v) ? v.map(__slurp) : __isMap(v)
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, __slurp(v[k])])) : v;
const __parseJson = (text) => __slurp(JSON.parse(__str(text).replace(/("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
  (all, s, n) => s ?? (/[.eE]/.test(n) ? '{"__dec":"' + n + '"}' : n)), (k, v) => v !== null && typeof v === 'object' && typeof v.__dec === 'string' ? __dec(v.__dec) : v));
const __MATH = { abs: (x) => __isInt(x) ? Math.abs(x) : __dbl(Math.abs(__num(x))), max: (a, b) => __cmp(a, b) >= 0 ? a : b,
  min: (a, b) => __cmp(a, b) <= 0 ? a : b, round: (x) => Math.round(__num(x)), floor: (x) => __dbl(Math.floor(__num(x))),
  ceil: (x) => __dbl(Math.ceil(__num(x))), sqrt: (x) => __dbl(Math.sqrt(__num(x))), pow: (a, b) => __dbl(Math.pow(__num(a), __num(b))),
  random: () => Math.random(), log: (x) => __dbl(Math.log(__num(x))), log10: (x) => __dbl(Math.log10(__num(x))),
  exp: (x) => __dbl(Math.exp(__num(x))), signum: (x) => __dbl(Math.sign(__num(x))), floorDiv: (a, b) => Math.floor(a / b),
  floorMod: (a, b) => ((a % b) + b) % b, sin: (x) => __dbl(Math.sin(__num(x))), cos: (x) => __dbl(Math.cos(__num(x))) };
const __toStringRadix = (n, radix) => __isInt(n) ? n.toString(radix ?? 10) : __str(n);
const __INTEGER = { parseInt: (s, radix) => radix ? parseInt(__str(s), radix) : __toInt(s, 32), valueOf: (s) => __isNum(s) ? s : __toInt(s, 32),
  toString: __toStringRadix, toHexString: (n) => (n >>> 0).toString(16), toBinaryString: (n) => (n >>> 0).toString(2), compare: (a, b) => __cmp(a, b) };
const __ROUNDING = { UP: 0, DOWN: 1, CEILING: 2, FLOOR: 3, HALF_UP: 4, HALF_DOWN: 5, HALF_EVEN: 6, UNNECESSARY: 7 };
const __TYPES = {
  Math: new __Type('Math', __MATH, { PI: Math.PI, E: Math.E }),
  Integer: new __Type('Integer', __INTEGER, { MAX_VALUE: 2147483647, MIN_VALUE: -2147483648 }),
  Long: new __Type('Long', { ...__INTEGER, parseLong: (s) => __toInt(s, 64), valueOf: (s) => __isNum(s) ? s : __toInt(s, 64) }, { MAX_VALUE: Number.MAX_SAFE_INTEGER, MIN_VALUE: Number.MIN_SAFE_INTEGER }),
  Double: new __Type('Double', { parseDouble: __toDouble, valueOf: (s) => __isNum(s) ? __dbl(__num(s)) : __toDouble(s), isNaN: (x) => Number.isNaN(__num(x)) }, { MAX_VALUE: Number.MAX_VALUE, MIN_VALUE: Number.MIN_VALUE }),
  Float: new __Type('Float', { parseFloat: __toDouble, valueOf: __toDouble }),
  String: new __Type('String', { valueOf: (x) => __str(x), format: (f, ...args) => __format(f, args),
    join: (sep, ...items) => (items.length === 1 && Array.isArray(items[0]) ? items[0] : items).map(__str).join(__str(sep)) }),
  Boolean: new __Type('Boolean', { parseBoolean: (s) => __str(s).toLowerCase() === 'true', valueOf: (s) => typeof s === 'boolean' ? s : __str(s).toLowerCase() === 'true' }, { TRUE: true, FALSE: false }),
  BigDecimal: new __Type('BigDecimal', { valueOf: (n, scale) => scale === undefined ? __toDec(n) : new __Dec(BigInt(n), scale) },
    { ZERO: new __Dec(0n, 0), ONE: new __Dec(1n, 0), TEN: new __Dec(10n, 0), ...Object.fromEntries(Object.entries(__ROUNDING).map(([k, v]) => ['ROUND_' + k, v])) }),
  BigInteger: new __Type('BigInteger', { valueOf: (n) => n }, { ZERO: 0, ONE: 1, TEN: 10 }),
  RoundingMode: new __Type('RoundingMode', {}, __ROUNDING),
  Character: new __Type('Character', { isDigit: (c) => /^\d$/.test(c), isLetter: (c) => /^\p{L}$/u.test(c), isLetterOrDigit: (c) => /^[\p{L}\d]$/u.test(c),
    isUpperCase: (c) => /^\p{Lu}$/u.test(c), isLowerCase: (c) => /^\p{Ll}$/u.test(c), isWhitespace: (c) => /^\s$/.test(c),
    toUpperCase: (c) => __str(c).toUpperCase(), toLowerCase: (c) => __str(c).toLowerCase() }),
  Collections: new __Type('Collections', { sort: (l, fn) => { __LIST.sort(l, fn); return null; }, reverse: (l) => { l.reverse(); return null; },
    max: (l, fn) => __LIST.max(l, fn), min: (l, fn) => __LIST.min(l, fn), emptyList: () => [], emptyMap: () => ({}),
    unmodifiableList: (l) => l, unmodifiableMap: (m) => m, singletonList: (x) => [x], frequency: (l, x) => __LIST.count(l, x),
    nCopies: (n, x) => Array.from({ length: n }, () => x) }),
  Arrays: new __Type('Arrays', { asList: (...items) => items }),
  JsonOutput: new __Type('JsonOutput', { toJson: (v) => __json(v), prettyPrint: __prettyPrint }),
  UUID: new __Type('UUID', { randomUUID: () => 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => ((c === 'x' ? 0 : 8) + Math.floor(Math.random() * (c === 'x' ? 16 : 4))).toString(16)) }),
  URLEncoder: new __Type('URLEncoder', { encode: __urlEncode }),
  URLDecoder: new __Type('URLDecoder', { decode: __urlDecode }),
  System: new __Type('System', { currentTimeMillis: () => Date.now(), lineSeparator: () => '\n' }),
};
for (const name of ['Object', 'Number', 'List', 'ArrayList', 'Map', 'HashMap', 'LinkedHashMap', 'Set', 'LinkedHashSet', 'Closure', 'IntRange', 'Matcher', 'Pattern',
  'StringBuilder', 'JsonSlurper', 'JsonBuilder', 'Entry', 'Class', ...Object.keys(__SUPER)]) __TYPES[name] ??= new __Type(name);
// A class by its simple name, or its full one (java.math.BigDecimal, groovy.json.JsonOutput).
const __simple = (name) => __str(name).replace(/^([a-z]\w*\.)+/, '');
const __type = (name) => Object.prototype.hasOwnProperty.call(__TYPES, __simple(name)) ? __TYPES[__simple(name)] : __fail('No class ' + name, 'MissingPropertyException');
const __classOf = (v) => __TYPES[__className(v)];
const __className = (v) => v === null || v === undefined ? 'Object' : typeof v === 'string' ? 'String' : typeof v === 'boolean' ? 'Boolean'
  : typeof v === 'number' ? (!Number.isInteger(v) ? 'Double' : (v | 0) === v ? 'Integer' : 'Long') : typeof v === 'function' ? 'Closure'
  : Array.isArray(v) ? (v.__range ? 'IntRange' : v.__set ? 'LinkedHashSet' : 'ArrayList') : v instanceof __Dec ? 'BigDecimal' : v instanceof __Double ? 'Double'
  : v instanceof __Exception ? v.__kind : v instanceof __Entry ? 'Entry' : v instanceof __Matcher ? 'Matcher' : v instanceof __Pattern ? 'Pattern'
  : v instanceof __SB ? 'StringBuilder' : v instanceof __Type ? 'Class' : v instanceof __JsonSlurper ? 'JsonSlurper' : v instanceof __JsonBuilder ? 'JsonBuilder' : 'LinkedHashMap';
class __JsonSlurper extends __Obj {}
class __JsonBuilder extends __Obj {
  constructor(content) { super(); this.content = content; }
  toString() { return __json(this.content); }
  toJSON() { return this.content; }
}
__JsonBuilder.prototype.__m = { toPrettyString: (b) => __prettyPrint(__json(b.content)) };
__JsonSlurper.prototype.__m = { parseText: (s, text) => __parseJson(text), parse: (s, text) => __parseJson(text) };
const __exception = (kind) => (message, cause) => new __Exception(kind, message === undefined ? null
  : message instanceof __Exception ? message.toString() : __str(message), message instanceof __Exception ? message : cause);
const __NEW = { JsonSlurper: () => new __JsonSlurper(), StringBuilder: (s) => new __SB(s === undefined || __isInt(s) ? '' : __str(s)),
  ArrayList: (l) => __isInt(l) || l === undefined ? [] : [...__iterate(l)], LinkedList: (l) => __NEW.ArrayList(l),
  HashMap: (m) => ({ ...(__isMap(m) ? m : {}) }), LinkedHashMap: (m) => __NEW.HashMap(m), TreeMap: (m) => __MAP.sort(__NEW.HashMap(m)),
  HashSet: (l) => __asSet(__NEW.ArrayList(l)), LinkedHashSet: (l) => __asSet(__NEW.ArrayList(l)),
  BigDecimal: (v) => typeof v === 'string' ? __STRING.toBigDecimal(v) : __toDec(v), BigInteger: (v) => __toInt(v, 1024),
  Integer: (v) => __toInt(v, 32), Long: (v) => __toInt(v, 64), String: (v) => v === undefined ? '' : Array.isArray(v) && v.every(__isInt) ? __fromBytes(v) : __str(v), Object: () => ({}),
  JsonBuilder: (v) => new __JsonBuilder(v ?? null) };
__NEW.StringBuffer = __NEW.StringBuilder;
for (const kind of Object.keys(__SUPER)) __NEW[kind] = __exception(kind);
const __new = (name, args) => Object.prototype.hasOwnProperty.call(__NEW, __simple(name)) ? __NEW[__simple(name)](...args) : __fail('Unable to resolve class ' + name, 'MissingPropertyException');
const __kindOf = (kind, name) => kind === name || (kind !== null && kind !== undefined && __kindOf(__SUPER[kind], name));
const __ISA = {
  Object: () => true, String: (v) => typeof v === 'string', CharSequence: (v) => typeof v === 'string' || v instanceof __SB,
  Number: __isNum, Integer: (v) => __isInt(v) && (v | 0) === v, Long: __isInt, BigInteger: __isInt, BigDecimal: __isDec,
  Double: __isDbl, Float: __isDbl, Boolean: (v) => typeof v === 'boolean', List: Array.isArray, ArrayList: Array.isArray,
  Collection: Array.isArray, Iterable: Array.isArray, Set: (v) => Array.isArray(v) && v.__set === true,
  HashSet: (v) => Array.isArray(v) && v.__set === true, LinkedHashSet: (v) => Array.isArray(v) && v.__set === true, Range: (v) => Array.isArray(v) && v.__range === true, IntRange: (v) => Array.isArray(v) && v.__range === true,
  Map: __isMap, HashMap: __isMap, LinkedHashMap: __isMap, Closure: (v) => typeof v === 'function', Class: (v) => v instanceof __Type,
};
const __isa = (v, name) => {
  if (v === null || v === undefined) return false;
  const simple = __str(name).replace(/^.*\./, '').replace(/^(int|long|double|float|boolean)$/, (p) => p === 'int' ? 'Integer' : p[0].toUpperCase() + p.slice(1));
  if (Object.prototype.hasOwnProperty.call(__ISA, simple)) return __ISA[simple](v);
  if (v instanceof __Exception) return __kindOf(v.__kind, simple);
  return __className(v) === simple;
};
const __as = (v, name) => {
  if (v === null || v === undefined) return name === 'boolean' || name === 'Boolean' ? false : null;
  const t = __str(name).replace(/^.*\./, '');
  switch (t) {
    case 'String': return __str(v);
    case 'int': case 'Integer': case 'long': case 'Long': case 'short': case 'Short': case 'BigInteger':
      return typeof v === 'string' ? __toInt(v, t.toLowerCase() === 'long' ? 64 : t === 'BigInteger' ? 1024 : 32)
        : v instanceof __Dec ? Number(v.__s >= 0 ? v.__u / __p10(v.__s) : v.__u * __p10(-v.__s)) : __isNum(v) ? Math.trunc(__num(v)) : __castFail(v, t);
    case 'double': case 'Double': case 'float': case 'Float': return typeof v === 'string' ? __toDouble(v) : __isNum(v) ? __dbl(__num(v)) : __castFail(v, t);
    case 'BigDecimal': case 'Number': return typeof v === 'string' ? __STRING.toBigDecimal(v) : __isNum(v) ? (t === 'Number' ? v : __toDec(v)) : __castFail(v, t);
    case 'boolean': case 'Boolean': return __truth(v);
    case 'List': case 'ArrayList': case 'Collection': case 'Iterable': case 'Object[]': case 'String[]':
      return Array.isArray(v) ? (t === 'ArrayList' ? [...v] : v) : typeof v === 'string' || __isMap(v) ? __iterate(v) : [v];
    case 'Set': case 'HashSet': case 'LinkedHashSet': return __asSet(__iterate(v));
    case 'TreeSet': case 'SortedSet': return __asSet(__iterate(v)).sort(__cmp);
    case 'Map': case 'HashMap': case 'LinkedHashMap': return __isMap(v) ? v : __castFail(v, t);
    case 'Object': case 'def': return v;
    case 'char': case 'Character': return __str(v).charAt(0);
    default: return __isa(v, t) ? v : __castFail(v, t);
  }
};
const __castFail = (v, t) => __fail("Cannot cast object '" + __str(v) + "' with class '" + __fullName(__className(v)) + "' to class '" + __fullName(t) + "'", 'ClassCastException');
// Groovy's isCase, for in and switch: a list holds, a map's value is true, a class is of, a pattern matches, a closure says.
const __isCase = (c, v) => c === null || c === undefined ? v === null || v === undefined
  : Array.isArray(c) ? c.some((x) => __jequals(x, v))
  : c instanceof __Type ? __isa(v, c.simpleName)
  : c instanceof __Pattern ? __matches(v, c)
  : typeof c === 'function' ? __truth(c(v))
  : __isMap(c) ? (typeof v === 'string' || typeof v === 'number') && __truth(__own(c, v))
  : typeof c === 'string' ? v !== null && v !== undefined && c === __str(v)
  : __equals(c, v);
const __in = (x, c) => __isCase(c, x);
`;
