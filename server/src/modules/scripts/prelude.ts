import { RUN_CAPS } from './run-caps';
import { PRELUDE_GDK } from './prelude-gdk';
import { PRELUDE_NUMBER_METHODS } from './prelude-number-methods';
import { PRELUDE_NUMBERS } from './prelude-numbers';
import { PRELUDE_TEXT } from './prelude-text';
import { PRELUDE_TYPES } from './prelude-types';

/** The prelude's core: truth, equality, toString, member access, method calls, the log. */
export const PRELUDE_CORE = String.raw`
const __LOG_LINE_MAX = ${RUN_CAPS.logLineChars};
const __OUTPUT_MAX = ${RUN_CAPS.outputChars};
// Where the running script is (line, column): read by the host when a run fails.
const __pos = [0, 0];
const __at = (line, column) => { __pos[0] = line; __pos[1] = column; };
// What print() has written of the current line (the run's log takes whole lines).
const __printed = [''];
const __isArray = Array.isArray;
const __has = Object.hasOwn;
const __isMap = (v) => typeof v === 'object' && v !== null && !__isArray(v) && !(v instanceof __Obj);
const __truth = (v) => typeof v === 'boolean' ? v : v === null || v === undefined ? false
  : typeof v === 'object' ? (Array.isArray(v) ? v.length > 0 : v instanceof __Obj ? v.__truth() : __hasKeys(v))
  : typeof v === 'string' ? v.length > 0 : typeof v === 'number' ? v !== 0 : true;
const __hasKeys = (m) => { for (const k in m) if (Object.prototype.hasOwnProperty.call(m, k)) return true; return false; };
// Groovy's ==: numbers by value (1.20 == 1.2), lists and maps by contents (a map's order aside).
const __equals = (a, b) => a === b || ((typeof a === 'object' || typeof b === 'object') && a !== null && b !== null
  && a !== undefined && b !== undefined && __same(a, b));
const __same = (a, b) => {
  if (__isNum(a) && __isNum(b)) return __cmp(a, b) === 0;
  if (Array.isArray(a) && a.__set) return Array.isArray(b) && a.length === b.length && a.every((x) => b.some((y) => __equals(x, y)));
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => __equals(x, b[i]));
  if (__isMap(a)) {
    if (!__isMap(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && __equals(a[k], b[k]));
  }
  return a instanceof __Entry && b instanceof __Entry && __equals(a.key, b.key) && __equals(a.value, b.value);
};
// Groovy's toString: [1, 2, 3], [a:1, b:[x, y]], [:], null, decimals with their scale.
const __str = (v) => typeof v === 'string' ? v : v === null || v === undefined ? 'null'
  : typeof v === 'number' ? (Number.isInteger(v) ? __intText(v) : __dblText(v))
  : Array.isArray(v) ? '[' + v.map((x) => __str(x)).join(', ') + ']'
  : v instanceof __Obj ? v.toString() : typeof v === 'object' ? __mapText(v)
  : typeof v === 'function' ? 'Closure' : String(v);
const __mapText = (m) => {
  const keys = Object.keys(m);
  return keys.length ? '[' + keys.map((k) => k + ':' + __str(m[k])).join(', ') + ']' : '[:]';
};
const __elvis = (v, otherwise) => __truth(v) ? v : otherwise();
// The names that lead out of the language: "constructor" to the Function constructor,
// "__proto__" and "prototype" to the shared prototypes, "__…" to the runtime's own helpers. The
// compiler refuses them as written names; these checks refuse them as computed ones.
const __key = (k) => {
  if (typeof k === 'number') return k;
  // A map's key is kept as text: true, false and decimals as Groovy writes them.
  if (typeof k === 'boolean' || k instanceof __Dec || k instanceof __Double) return __str(k);
  if (typeof k !== 'string') return __fail('A key must be text or a number');
  if (k === 'constructor' || k === 'prototype' || k.startsWith('__'))
    return __fail('"' + k + '" is not a member a script can reach');
  return k;
};
// Only a value's own members: nothing inherited (no prototype's functions) is reachable.
const __own = (t, k) => __has(t, k) ? (t[k] ?? null) : typeof t.__default === 'function' ? __set(t, k, t.__default(k)) : null;
// A missing key reads as null, as in Groovy (and survives JSON).
const __get = (t, name) => t === null || t === undefined
  ? __fail('Cannot read "' + name + '" of null', 'NullPointerException')
  : __isMap(t) ? __own(t, __key(name)) : __prop(t, __key(name));
const __safeGet = (t, name) => t === null || t === undefined ? null : __get(t, name);
// A property of anything but a map: a list's is each element's (Groovy spreads it), else a
// runtime value's own field (e.message) or Groovy's getter (getX(), isX()).
const __prop = (t, name) => {
  if (name === 'class') return __classOf(t);
  if (typeof t === 'function' || typeof name === 'number') return __own(t, name);
  // list.length stays the size it was before issue 25 (Groovy would spread it over the elements).
  if (Array.isArray(t)) return name === 'empty' ? t.length === 0 : name === 'length' ? t.length
    : t.map((x) => x === null || x === undefined ? null : __get(x, name));
  if (t instanceof __Obj && Object.prototype.hasOwnProperty.call(t, name)) return t[name] ?? null;
  const table = __tableOf(t), suffix = name.charAt(0).toUpperCase() + name.slice(1);
  for (const getter of ['get' + suffix, 'is' + suffix])
    if (Object.prototype.hasOwnProperty.call(table, getter)) return table[getter](t);
  return __fail('No such property: ' + name + ' for class: ' + __fullName(__className(t)), 'MissingPropertyException');
};
const __index = (t, i) => {
  if (typeof i === 'number' && __isArray(t)) { const v = t[i < 0 ? t.length + i : i]; return v === undefined ? null : v; }
  if (t === null || t === undefined) return __fail('Cannot index null', 'NullPointerException');
  if (i instanceof __Dec || i instanceof __Double) i = __isArray(t) || typeof t === 'string' ? Math.trunc(__num(i)) : __str(i);
  if (Array.isArray(i)) return typeof t === 'string' ? __slice(t.split(''), i).join('') : Array.isArray(t) ? __slice(t, i) : __fail('Cannot index by a list');
  if (Array.isArray(t) && typeof i === 'number') { const v = t[i < 0 ? t.length + i : i]; return v === undefined ? null : v; }
  if (typeof t === 'string' && typeof i === 'number') {
    const at = i < 0 ? t.length + i : i;
    return at >= 0 && at < t.length ? t[at] : __fail('String index out of range: ' + i, 'StringIndexOutOfBoundsException');
  }
  if (t instanceof __Matcher && typeof i === 'number') return __index(t.__list(), i);
  return __own(t, __key(i));
};
// list[from..to] as Groovy reads it: negative ends count from the end (1..-1 is "all but the
// first"), then ..< leaves the last out, then a range that goes down reverses.
const __slice = (t, index) => {
  if (!index.__range) return index.map((i) => __index(t, i));
  const n = t.length, from = index.__a < 0 ? index.__a + n : index.__a;
  let to = index.__b < 0 ? index.__b + n : index.__b;
  if (index.__x) { if (from === to) return []; to += from < to ? -1 : 1; }
  const [low, high] = from <= to ? [from, to] : [to, from];
  if (low < 0 || high >= n) return __fail('Index ' + (low < 0 ? low : high) + ' out of bounds for length ' + n, 'IndexOutOfBoundsException');
  const part = t.slice(low, high + 1);
  return from <= to ? part : part.reverse();
};
const __set = (t, k, v) => {
  if (t === null || t === undefined) return __fail('Cannot set "' + k + '" of null', 'NullPointerException');
  const key = __key(k);
  if (typeof t !== 'object' || Object.isFrozen(t) || t instanceof __Obj) return __fail('Cannot set "' + key + '": the value is read-only');
  if (Array.isArray(t)) {
    if (typeof key !== 'number') return __fail('A list is indexed by numbers');
    const at = key < 0 ? t.length + key : key;
    while (t.length < at) t.push(null);
    t[at] = v;
    return v;
  }
  t[key] = v;
  return v;
};
const __update = (t, k, change) => __set(t, k, change(__index(t, k)));
const __iterate = (v) => Array.isArray(v) ? v : v === null || v === undefined ? [] : typeof v === 'string' ? v.split('')
  : __isMap(v) ? __entries(v) : v instanceof __Matcher ? v.__list() : [v];
// from..to and from..<to: a list (Groovy 2.4: 5..<1 is 5, 4, 3, 2), which remembers its ends for list[1..-1].
const __range = (from, to, exclusive) => {
  const letters = typeof from === 'string' && typeof to === 'string';
  const a = letters ? from.charCodeAt(0) : __num(from), end = letters ? to.charCodeAt(0) : __num(to), list = [];
  if (!(Number.isFinite(a) && Number.isFinite(end))) return __fail('Cannot make a range from ' + __str(from) + ' to ' + __str(to));
  const b = exclusive ? end + (a < end ? -1 : a > end ? 1 : 0) : end;
  if (!(exclusive && a === end))
    for (let i = a, step = a <= b ? 1 : -1; step > 0 ? i <= b : i >= b; i += step) list.push(letters ? String.fromCharCode(i) : i);
  list.__range = true; list.__a = a; list.__b = end; list.__x = !!exclusive;
  return list;
};
const __spread = (list, name, args) => list === null || list === undefined ? null : __iterate(list).map((x) =>
  x === null || x === undefined ? null : args === null ? __get(x, name) : __call(x, name, args, false));
const __CLOSURE = {
  call: (fn, ...args) => fn(...args), curry: (fn, ...first) => (...rest) => fn(...first, ...rest),
  rcurry: (fn, ...last) => (...rest) => fn(...rest, ...last), memoize: (fn) => fn, getMaximumNumberOfParameters: (fn) => fn.length,
};
const __ANY = {
  toString: (v) => __str(v), equals: (v, x) => __jequals(v, x), is: (v, x) => v === x, getClass: (v) => __classOf(v),
  with: (v, fn) => fn(v), asBoolean: (v) => __truth(v), asType: (v, t) => __as(v, t instanceof __Type ? t.simpleName : t),
  isCase: (v, x) => __isCase(v, x), inspect: (v) => typeof v === 'string' ? "'" + v + "'" : __str(v), identity: (v, fn) => fn(v),
  hashCode: (v) => __STRING.hashCode(__str(v)), compareTo: (v, x) => __cmp(v, x),
};
const __tableOf = (t) => typeof t === 'string' ? __STRING : Array.isArray(t) ? __LIST : typeof t === 'number' ? __NUMBER
  : typeof t === 'function' ? __CLOSURE : t instanceof __Obj ? t.__m ?? __ANY : typeof t === 'object' ? __MAP : __ANY;
const __call = (t, name, args, safe) => {
  if (t === null || t === undefined) return safe ? null : __fail('Cannot call "' + name + '" on null', 'NullPointerException');
  __key(name);
  // A map's own function (the platform's http.get, a closure kept in a map) comes first.
  if (__isMap(t) && typeof __own(t, name) === 'function') return t[name](...args);
  const table = __tableOf(t);
  if (Object.prototype.hasOwnProperty.call(table, name)) return t instanceof __Type ? table[name](...args) : table[name](t, ...args);
  if (Object.prototype.hasOwnProperty.call(__ANY, name)) return __ANY[name](t, ...args);
  return __fail('No method "' + name + '" for ' + (Array.isArray(t) ? 'a list' : __isMap(t) ? 'a map' : __fullName(__className(t))), 'MissingMethodException');
};
// A line is cut here, before it crosses to the host (which also caps a run's lines and bytes).
const __line = (line) => {
  __log(line.length > __LOG_LINE_MAX ? line.slice(0, __LOG_LINE_MAX) + ' … (cut at ' + __LOG_LINE_MAX + ' characters)' : line);
  return null;
};
const log = (...parts) => __line(parts.map((v) => __isMap(v) || Array.isArray(v) ? JSON.stringify(v) : __str(v)).join(' '));
// println and print write Groovy's toString of a value to the run's log, a line at a time.
const println = (...v) => { const line = __printed[0] + (v.length ? __str(v[0]) : ''); __printed[0] = ''; return __line(line); };
const print = (v) => { __printed[0] += __str(v); return null; };
// Groovy's sprintf and printf: String.format's conversions.
const sprintf = (format, ...args) => __format(format, args);
const printf = (format, ...args) => print(__format(format, args));
const fail = (message) => __fail(__str(message));
const asText = (value) => typeof value === 'string' ? value : JSON.stringify(value);
const json = Object.freeze({ parse: (text) => JSON.parse(text), write: (value) => JSON.stringify(value) });
// The platform's functions: every value crosses as JSON; the host answers { value } or { error }.
const __answer = (text) => { const a = JSON.parse(text); if (a.error !== undefined) throw new Error(a.error); return a.value ?? null; };
const __pure = (op) => (...args) => __answer(__hostPure(op, JSON.stringify(args)));
const __io = (op) => (...args) => __answer(__host(op, JSON.stringify(args)));
const xml = Object.freeze({ parse: __pure('xml.parse'), write: __pure('xml.write') });
const csv = Object.freeze({ parse: __pure('csv.parse'), write: __pure('csv.write') });
`;

/**
 * What every script runs with inside the sandbox: the helpers the compiled code calls (Groovy
 * truth, equality, arithmetic, member access, the GDK's methods, classes) and the platform
 * functions that need no I/O. Plain JavaScript evaluated in QuickJS, never in node; strict, so
 * a write to a frozen object is an error, not a silent no-op.
 */
export const PRELUDE = `'use strict';${PRELUDE_NUMBERS}${PRELUDE_CORE}${PRELUDE_TEXT}${PRELUDE_GDK}${PRELUDE_NUMBER_METHODS}${PRELUDE_TYPES}`;

/**
 * Runs after the prelude, once per context: everything a script can reach is frozen, walked
 * deeply (the global object, every built-in and its prototype, every helper and table of the
 * prelude, the platform's objects), so a run can leave nothing behind for the next one in the
 * same context. `__run` is how each run starts: `make` is evaluated with every global name
 * shadowed (see SHADOWED) and answers the script's body, a strict function of its own whose
 * values are its arguments. An answer longer than RUN_CAPS.outputChars is refused here, before
 * it crosses to the host.
 */
export const HARDEN = String.raw`
const __run = (make, input, params, credential) => {
  __pos[0] = 0; __pos[1] = 0; __printed[0] = '';
  const value = make()(JSON.parse(input), JSON.parse(params), JSON.parse(credential)) ?? null;
  if (__printed[0] !== '') println();
  const text = JSON.stringify({ value });
  if (text.length > __OUTPUT_MAX)
    __fail('The script answered ' + text.length + ' characters of JSON; a run may answer at most ' + __OUTPUT_MAX);
  return text;
};
const __SHADOWED = Object.getOwnPropertyNames(globalThis).filter((name) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)).join(', ');
(() => {
  const seen = new Set();
  const harden = (v) => {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v)) return;
    seen.add(v);
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d) { harden(d.value); harden(d.get); harden(d.set); }
    }
    harden(Object.getPrototypeOf(v));
  };
  harden(globalThis);
  harden([__at, __isArray, __has, __isMap, __truth, __hasKeys, __equals, __same, __str, __mapText, __elvis, __key, __own, __get, __safeGet,
    __prop, __index, __slice, __set, __update, __iterate, __range, __spread, __CLOSURE, __ANY, __tableOf, __call, __line,
    log, println, print, sprintf, printf, fail, asText, json, __answer, __pure, __io, xml, csv, __run,
    __Obj, __Dec, __Double, __isDec, __isDbl, __isNum, __isInt, __num, __dbl, __p10, __abs, __digits, __gcd, __dec, __toDec,
    __decText, __dblText, __intText, __align, __decCmp, __roundDiv, __setScale, __quot, __decDiv, __DEC_OPS, __DBL_OPS,
    __numeric, __small, __bad, __plus, __plusAny, __minus, __minusText, __repeat, __times, __div, __mod, __modAny, __pow, __neg, __jequals, __cmp,
    __regex, __Pattern, __pattern, __scan, __groups, __Matcher, __find, __MATCHER, __matches, __split, __expand, __replace, __strict,
    __INT, __DOUBLE, __DECIMAL, __toInt, __toDouble, __pad, __tokens, __lines, __format, __STRING,
    __Entry, __spreadArgs, __leftShift, __asSet, __bytes, __fromBytes, __B64, __base64, __unbase64, __urlEncode, __urlDecode, __entries, __pairs, __fromEntries, __order, __best, __uniq, __inPlace, __group, __noElement, __bounds,
    __LIST, __MAP, __ENTRY, __whole, __loop, __NUMBER, __plain,
    __PACKAGE, __SUPER, __fullName, __Exception, __EXCEPTION, __fail, __throwable, __caught, __SB, __SB_METHODS, __Type,
    __JSON_ESCAPES, __jsonText, __json, __prettyPrint, __slurp, __parseJson, __MATH, __toStringRadix, __INTEGER, __ROUNDING,
    __TYPES, __simple, __type, __classOf, __className, __JsonSlurper, __JsonBuilder, __exception, __NEW, __new, __kindOf, __ISA,
    __isa, __as, __castFail, __isCase, __in]);
  if (typeof http !== 'undefined') harden([__http, http, files, sql, mail, sftp, as2]);
})();
`;

/**
 * The platform's functions that reach out (issue 13 §1), defined only when the script names one
 * of them: such a script runs in the asyncified sandbox, where __host may wait for the host.
 */
export const IO_PRELUDE = String.raw`
const __http = (method) => (url, body, headers) => __io('http.request')(
  method === 'GET' || method === 'DELETE' ? { method, url, headers: body } : { method, url, body, headers });
const http = Object.freeze({ get: __http('GET'), delete: __http('DELETE'), post: __http('POST'), put: __http('PUT'),
  request: __io('http.request'), soap: __io('http.soap') });
const files = Object.freeze({ read: __io('files.read'), write: __io('files.write'), list: __io('files.list') });
const sql = Object.freeze({ query: __io('sql.query') });
const mail = Object.freeze({ send: __io('mail.send') });
const sftp = Object.freeze({ list: __io('sftp.list'), get: __io('sftp.get'), put: __io('sftp.put') });
const as2 = Object.freeze({ send: __io('as2.send') });
`;

/** Whether compiled code names a platform object that reaches out (and so needs IO_PRELUDE). */
export const NAMES_IO = /\b(http|files|sql|mail|sftp|as2)\b/;
