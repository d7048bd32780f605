import { RUN_CAPS } from './run-caps';

/**
 * What every script runs with inside the sandbox: the helpers the compiled code calls (Groovy
 * truth, equality, `+`, safe navigation, the collection methods) and the platform functions
 * that need no I/O. Plain JavaScript evaluated in QuickJS, never in node; strict, so a write
 * to a frozen object is an error, not a silent no-op.
 */
export const PRELUDE = String.raw`'use strict';
const __LOG_LINE_MAX = ${RUN_CAPS.logLineChars};
const __OUTPUT_MAX = ${RUN_CAPS.outputChars};
// Where the running script is (line, column): read by the host when a run fails.
const __pos = [0, 0];
const __at = (line, column) => { __pos[0] = line; __pos[1] = column; };
const __isMap = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const __truth = (v) => Array.isArray(v) ? v.length > 0 : __isMap(v) ? Object.keys(v).length > 0 : !!v;
const __equals = (a, b) => (a !== null && typeof a === 'object') || (b !== null && typeof b === 'object')
  ? JSON.stringify(a) === JSON.stringify(b) : a === b;
const __str = (v) => v === null || v === undefined ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v);
// Spread, not Object.assign: an own "__proto__" key (from json.parse) must not set a prototype.
const __plus = (a, b) => Array.isArray(a) ? a.concat(b) : __isMap(a) ? { ...a, ...b }
  : typeof a === 'string' || typeof b === 'string' ? __str(a) + __str(b) : a + b;
const __elvis = (v, otherwise) => __truth(v) ? v : otherwise();
const __caught = (e) => e instanceof Error ? { message: e.message } : e;
const __fail = (message) => { throw new Error(message); };
// The names that lead out of the language: "constructor" to the Function constructor,
// "__proto__" and "prototype" to the shared prototypes, "__…" to the runtime's own helpers. The
// compiler refuses them as written names; these checks refuse them as computed ones.
const __key = (k) => {
  if (typeof k === 'number') return k;
  if (typeof k !== 'string') return __fail('A key must be text or a number');
  if (k === 'constructor' || k === 'prototype' || k.startsWith('__'))
    return __fail('"' + k + '" is not a member a script can reach');
  return k;
};
// Only a value's own members: nothing inherited (no prototype's functions) is reachable.
const __own = (t, k) => Object.prototype.hasOwnProperty.call(t, k) ? (t[k] ?? null) : null;
// A missing key reads as null, as in Groovy (and survives JSON).
const __get = (t, name) => t === null || t === undefined
  ? __fail('Cannot read "' + name + '" of null') : __own(t, __key(name));
const __safeGet = (t, name) => t === null || t === undefined ? null : __own(t, __key(name));
const __index = (t, i) => {
  if (t === null || t === undefined) return __fail('Cannot index null');
  const k = __key(i);
  return Array.isArray(t) && typeof k === 'number' && k < 0 ? (t[t.length + k] ?? null) : __own(t, k);
};
const __set = (t, k, v) => {
  if (t === null || t === undefined) return __fail('Cannot set "' + k + '" of null');
  const key = __key(k);
  if (typeof t !== 'object' || Object.isFrozen(t)) return __fail('Cannot set "' + key + '": the value is read-only');
  if (Array.isArray(t) && typeof key !== 'number') return __fail('A list is indexed by numbers');
  t[key] = v;
  return v;
};
const __update = (t, k, change) => __set(t, k, change(__index(t, k)));
const __iterate = (v) => Array.isArray(v) ? v : __isMap(v)
  ? Object.keys(v).map((key) => ({ key, value: v[key] })) : typeof v === 'string' ? v.split('') : [];
const __pairs = (fn) => (entry) => fn.length === 2 ? fn(entry.key, entry.value) : fn(entry);
const __LIST = {
  each: (l, fn) => { l.forEach((x) => fn(x)); return l; },
  eachWithIndex: (l, fn) => { l.forEach((x, i) => fn(x, i)); return l; },
  collect: (l, fn) => l.map((x) => fn(x)),
  findAll: (l, fn) => l.filter((x) => __truth(fn(x))),
  find: (l, fn) => { const hit = l.find((x) => __truth(fn(x))); return hit === undefined ? null : hit; },
  any: (l, fn) => l.some((x) => __truth(fn(x))),
  every: (l, fn) => l.every((x) => __truth(fn(x))),
  size: (l) => l.length, isEmpty: (l) => l.length === 0, first: (l) => l[0] ?? null,
  last: (l) => l[l.length - 1] ?? null, contains: (l, x) => l.some((y) => __equals(x, y)),
  join: (l, s) => l.map(__str).join(s ?? ''), sum: (l) => l.reduce((a, b) => __plus(a, b), 0),
  sort: (l, fn) => [...l].sort(fn ? (a, b) => fn(a, b) : (a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  add: (l, x) => { l.push(x); return true; },
};
const __MAP = {
  each: (m, fn) => { __iterate(m).forEach(__pairs(fn)); return m; },
  collect: (m, fn) => __iterate(m).map(__pairs(fn)),
  findAll: (m, fn) => Object.fromEntries(__iterate(m).filter((e) => __truth(__pairs(fn)(e))).map((e) => [e.key, e.value])),
  find: (m, fn) => __iterate(m).find((e) => __truth(__pairs(fn)(e))) ?? null,
  size: (m) => Object.keys(m).length, isEmpty: (m) => Object.keys(m).length === 0,
  keySet: (m) => Object.keys(m), values: (m) => Object.values(m),
  containsKey: (m, k) => Object.prototype.hasOwnProperty.call(m, __key(k)), get: (m, k) => __own(m, __key(k)),
  put: (m, k, v) => __set(m, k, v),
};
const __STRING = {
  size: (s) => s.length, length: (s) => s.length, isEmpty: (s) => s.length === 0,
  toUpperCase: (s) => s.toUpperCase(), toLowerCase: (s) => s.toLowerCase(), trim: (s) => s.trim(),
  split: (s, by) => s.split(by ?? /\s+/), contains: (s, x) => s.includes(x),
  startsWith: (s, x) => s.startsWith(x), endsWith: (s, x) => s.endsWith(x),
  replace: (s, a, b) => s.split(a).join(b), substring: (s, a, b) => s.substring(a, b),
  toInteger: (s) => parseInt(s, 10), toDouble: (s) => parseFloat(s),
};
const __call = (t, name, args, safe) => {
  if (t === null || t === undefined) return safe ? null : __fail('Cannot call "' + name + '" on null');
  __key(name);
  // A map's own function (the platform's http.get, a closure kept in a map) comes first.
  if (__isMap(t) && typeof __own(t, name) === 'function') return t[name](...args);
  const table = Array.isArray(t) ? __LIST : typeof t === 'string' ? __STRING : __isMap(t) ? __MAP : null;
  if (table && Object.prototype.hasOwnProperty.call(table, name)) return table[name](t, ...args);
  if (name === 'toString') return __str(t);
  return __fail('No method "' + name + '" for ' + (Array.isArray(t) ? 'a list' : typeof t));
};
// A line is cut here, before it crosses to the host (which also caps a run's lines and bytes).
const log = (...parts) => {
  const line = parts.map(__str).join(' ');
  __log(line.length > __LOG_LINE_MAX ? line.slice(0, __LOG_LINE_MAX) + ' … (cut at ' + __LOG_LINE_MAX + ' characters)' : line);
  return null;
};
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
  __pos[0] = 0; __pos[1] = 0;
  const text = JSON.stringify({ value: make()(JSON.parse(input), JSON.parse(params), JSON.parse(credential)) ?? null });
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
  harden([__at, __isMap, __truth, __equals, __str, __plus, __elvis, __caught, __fail, __key, __own,
    __get, __safeGet, __index, __set, __update, __iterate, __pairs, __LIST, __MAP, __STRING, __call,
    log, fail, asText, json, __answer, __pure, __io, xml, csv, __run]);
  if (typeof http !== 'undefined') harden([__http, http, files, sql, mail, sftp]);
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
`;

/** Whether compiled code names a platform object that reaches out (and so needs IO_PRELUDE). */
export const NAMES_IO = /\b(http|files|sql|mail|sftp)\b/;
