/**
 * The prelude's collection methods (issue 25 §3), as Groovy 2.4's GDK has them: `sort()` and
 * `unique()` change the list they are called on, `sum()` starts from the first element, a
 * closure of one parameter gives a key and one of two a comparator, and a map's closures get an
 * entry or (key, value) by their number of parameters.
 */
export const PRELUDE_GDK = String.raw`
class __Entry extends __Obj {
  constructor(key, value) { super(); this.key = key; this.value = value; }
  toString() { return __str(this.key) + '=' + __str(this.value); }
  toJSON() { return { key: this.key, value: this.value }; }
}
const __entries = (m) => Object.keys(m).map((key) => new __Entry(key, m[key]));
const __pairs = (fn) => (entry, i) => fn.length >= 2 ? fn(entry.key, entry.value, i) : fn(entry, i);
const __fromEntries = (list) => { const m = {}; for (const e of list) m[e.key] = e.value; return m; };
// A closure of one parameter sorts by what it answers; one of two compares.
const __order = (fn) => !fn ? __cmp : fn.length >= 2 ? (a, b) => __num(fn(a, b)) : (a, b) => __cmp(fn(a), fn(b));
const __best = (l, fn, sign) => {
  let best = null, found = false;
  const compare = __order(fn);
  for (const x of l) if (!found || compare(x, best) * sign > 0) { best = x; found = true; }
  return best;
};
const __uniq = (l, fn) => {
  const compare = fn ? __order(fn) : null, kept = [];
  for (const x of l) if (!kept.some((y) => compare ? compare(y, x) === 0 : __equals(y, x))) kept.push(x);
  return kept;
};
const __inPlace = (l, next) => { l.length = 0; for (const x of next) l.push(x); return l; };
const __group = (items, fn, of) => {
  const groups = {};
  for (const x of items) { const k = __str(of(x)); (groups[k] ??= []).push(x); }
  return groups;
};
const __noElement = (what) => __fail('Cannot access ' + what + ' element from an empty List', 'NoSuchElementException');
const __bounds = (i, n) => __isInt(i) && i >= 0 && i < n ? i : __fail('Index ' + __str(i) + ' out of bounds for length ' + n, 'IndexOutOfBoundsException');
// Groovy calls a closure of two or more parameters given one list with the list's items.
const __spreadArgs = (fn) => fn.length > 1 ? (x) => Array.isArray(x) ? fn(...x) : fn(x) : fn;
const __leftShift = (a, b) => Array.isArray(a) ? (__LIST.add(a, b), a) : a instanceof __SB ? __SB_METHODS.append(a, b)
  : __isMap(a) ? __MAP.leftShift(a, b) : __isInt(a) && __isInt(b) ? a << b : __bad('<<', a, b);
// A Set is a list marked as one: add and << keep it unique, == ignores its order.
const __asSet = (items) => { const set = __uniq(items); set.__set = true; return set; };
const __LIST = {
  each: (l, fn) => { l.forEach(__spreadArgs(fn)); return l; },
  eachWithIndex: (l, fn) => { l.forEach((x, i) => fn(x, i)); return l; },
  reverseEach: (l, fn) => { [...l].reverse().forEach(__spreadArgs(fn)); return l; },
  collect: (l, fn) => fn ? l.map(__spreadArgs(fn)) : [...l], collectMany: (l, fn) => l.map(__spreadArgs(fn)).flatMap((x) => __iterate(x)),
  collectEntries: (l, fn) => {
    const m = {};
    for (const x of l) {
      const e = fn ? __spreadArgs(fn)(x) : x;
      if (Array.isArray(e)) m[__str(e[0])] = e[1] ?? null;
      else if (e instanceof __Entry) m[__str(e.key)] = e.value;
      else Object.assign(m, e);
    }
    return m;
  },
  findAll: (l, fn) => l.filter((x) => __truth(fn ? __spreadArgs(fn)(x) : x)),
  find: (l, fn) => { for (const x of l) if (__truth(fn ? __spreadArgs(fn)(x) : x)) return x; return null; },
  findResult: (l, fn) => { for (const x of l) { const r = __spreadArgs(fn)(x); if (r !== null && r !== undefined) return r; } return null; },
  grep: (l, filter) => l.filter((x) => filter === undefined ? __truth(x) : __isCase(filter, x)),
  any: (l, fn) => l.some((x) => __truth(fn ? __spreadArgs(fn)(x) : x)), every: (l, fn) => l.every((x) => __truth(fn ? __spreadArgs(fn)(x) : x)),
  count: (l, x) => l.filter((y) => typeof x === 'function' ? __truth(__spreadArgs(x)(y)) : __equals(x, y)).length,
  size: (l) => l.length, isEmpty: (l) => l.length === 0,
  first: (l) => l.length ? l[0] : __noElement('first()'), head: (l) => l.length ? l[0] : __noElement('first()'),
  last: (l) => l.length ? l[l.length - 1] : __noElement('last()'),
  tail: (l) => l.length ? l.slice(1) : __noElement('tail()'), init: (l) => l.length ? l.slice(0, -1) : __noElement('init()'),
  get: (l, i) => l[__bounds(i, l.length)], getAt: (l, i) => __index(l, i), putAt: (l, i, v) => __set(l, i, v),
  set: (l, i, v) => { const old = l[__bounds(i, l.length)]; l[i] = v; return old; },
  contains: (l, x) => l.some((y) => __jequals(x, y)), containsAll: (l, xs) => __iterate(xs).every((x) => l.some((y) => __jequals(x, y))),
  indexOf: (l, x) => l.findIndex((y) => __jequals(x, y)),
  lastIndexOf: (l, x) => { for (let i = l.length - 1; i >= 0; i--) if (__jequals(x, l[i])) return i; return -1; },
  findIndexOf: (l, fn) => l.findIndex((x) => __truth(fn(x))),
  findLastIndexOf: (l, fn) => { for (let i = l.length - 1; i >= 0; i--) if (__truth(fn(l[i]))) return i; return -1; },
  findIndexValues: (l, fn) => l.flatMap((x, i) => __truth(fn(x)) ? [i] : []),
  join: (l, s) => l.map(__str).join(s === undefined ? '' : __str(s)),
  sum: (l, a, b) => {
    const fn = typeof a === 'function' ? a : b, items = fn ? l.map((x) => fn(x)) : l;
    if (typeof a !== 'function' && a !== undefined) return items.reduce(__plus, a);
    return items.length ? items.slice(1).reduce(__plus, items[0]) : null;
  },
  inject: (l, a, b) => typeof a === 'function' ? (l.length ? l.slice(1).reduce((x, y) => a(x, y), l[0]) : null) : l.reduce((x, y) => b(x, y), a),
  max: (l, fn) => __best(l, fn, 1), min: (l, fn) => __best(l, fn, -1),
  sort: (l, a, b) => {
    const fn = typeof a === 'function' ? a : b, sorted = [...l].sort(__order(fn));
    return a === false ? sorted : __inPlace(l, sorted);
  },
  toSorted: (l, fn) => [...l].sort(__order(fn)),
  unique: (l, a, b) => { const fn = typeof a === 'function' ? a : b, kept = __uniq(l, fn); return a === false ? kept : __inPlace(l, kept); },
  toUnique: (l, fn) => __uniq(l, fn),
  reverse: (l, mutate) => mutate === true ? l.reverse() : [...l].reverse(),
  take: (l, n) => l.slice(0, Math.max(n, 0)), drop: (l, n) => l.slice(Math.max(n, 0)),
  takeWhile: (l, fn) => { const i = l.findIndex((x) => !__truth(fn(x))); return i < 0 ? [...l] : l.slice(0, i); },
  dropWhile: (l, fn) => { const i = l.findIndex((x) => !__truth(fn(x))); return i < 0 ? [] : l.slice(i); },
  flatten: (l) => l.flat(Infinity), subList: (l, a, b) => a < 0 || b > l.length || a > b ? __bounds(a < 0 ? a : b, l.length) : l.slice(a, b),
  toList: (l) => [...l], asList: (l) => l, toSet: (l) => __asSet(l), asImmutable: (l) => l, clone: (l) => [...l],
  add: (l, a, b) => {
    if (l.__set) { if (l.some((y) => __jequals(a, y))) return false; l.push(a); return true; }
    if (b === undefined) { l.push(a); return true; }
    l.splice(a, 0, b);
    return null;
  },
  addAll: (l, a, b) => {
    if (b === undefined) { for (const x of __iterate(a)) __LIST.add(l, x); return true; }
    l.splice(a, 0, ...__iterate(b));
    return true;
  },
  encodeBase64: (l) => __base64(l),
  push: (l, x) => { l.push(x); return true; }, leftShift: (l, x) => { l.push(x); return l; },
  pop: (l) => l.length ? l.pop() : __fail('Cannot pop() an empty List', 'NoSuchElementException'),
  remove: (l, x) => {
    if (__isInt(x)) { const at = __bounds(x, l.length); return l.splice(at, 1)[0]; }
    const at = l.findIndex((y) => __jequals(x, y));
    if (at >= 0) l.splice(at, 1);
    return at >= 0;
  },
  removeAll: (l, x) => { const before = l.length; __inPlace(l, l.filter((y) => typeof x === 'function' ? !__truth(x(y)) : !__iterate(x).some((z) => __equals(y, z)))); return l.length !== before; },
  removeIf: (l, fn) => __LIST.removeAll(l, fn),
  retainAll: (l, x) => { const before = l.length; __inPlace(l, l.filter((y) => typeof x === 'function' ? __truth(x(y)) : __iterate(x).some((z) => __equals(y, z)))); return l.length !== before; },
  clear: (l) => { l.length = 0; return null; },
  plus: (l, x) => __plus(l, x), minus: (l, x) => __minus(l, x), multiply: (l, n) => __times(l, n),
  intersect: (l, x) => __uniq(l.filter((y) => __iterate(x).some((z) => __equals(y, z)))),
  disjoint: (l, x) => !l.some((y) => __iterate(x).some((z) => __equals(y, z))),
  groupBy: (l, fn) => __group(l, fn, fn), countBy: (l, fn) => { const g = __group(l, fn, fn); for (const k in g) g[k] = g[k].length; return g; },
  split: (l, fn) => [l.filter((x) => __truth(fn(x))), l.filter((x) => !__truth(fn(x)))],
  withIndex: (l, offset) => l.map((x, i) => [x, i + (offset ?? 0)]), indexed: (l, offset) => __fromEntries(l.map((x, i) => new __Entry(i + (offset ?? 0), x))),
  collate: (l, n) => { const out = []; for (let i = 0; i < l.length; i += n) out.push(l.slice(i, i + n)); return out; },
  transpose: (l) => l.length ? Array.from({ length: Math.min(...l.map((r) => r.length)) }, (_, i) => l.map((r) => r[i])) : [],
  step: (l, n, fn) => { const out = l.filter((_, i) => i % n === 0); if (fn) { out.forEach((x) => fn(x)); return null; } return out; },
  swap: (l, i, j) => { [l[i], l[j]] = [l[j], l[i]]; return l; },
};
const __MAP = {
  each: (m, fn) => { __entries(m).forEach(__pairs(fn)); return m; },
  eachWithIndex: (m, fn) => { __entries(m).forEach((e, i) => fn.length >= 3 ? fn(e.key, e.value, i) : fn(e, i)); return m; },
  collect: (m, fn) => __entries(m).map(__pairs(fn)),
  collectEntries: (m, fn) => __LIST.collectEntries(__entries(m).map(__pairs(fn))),
  collectMany: (m, fn) => __entries(m).flatMap((e) => __iterate(__pairs(fn)(e))),
  findAll: (m, fn) => __fromEntries(__entries(m).filter((e) => __truth(__pairs(fn)(e)))),
  find: (m, fn) => __entries(m).find((e) => __truth(__pairs(fn)(e))) ?? null,
  findResult: (m, fn) => __LIST.findResult(__entries(m), __pairs(fn)),
  any: (m, fn) => __entries(m).some((e) => __truth(__pairs(fn)(e))), every: (m, fn) => __entries(m).every((e) => __truth(__pairs(fn)(e))),
  count: (m, fn) => __entries(m).filter((e) => __truth(__pairs(fn)(e))).length,
  groupBy: (m, fn) => { const g = __group(__entries(m), fn, __pairs(fn)); for (const k in g) g[k] = __fromEntries(g[k]); return g; },
  countBy: (m, fn) => { const g = __group(__entries(m), fn, __pairs(fn)); for (const k in g) g[k] = g[k].length; return g; },
  inject: (m, init, fn) => __entries(m).reduce((acc, e) => fn.length >= 3 ? fn(acc, e.key, e.value) : fn(acc, e), init),
  sort: (m, fn) => __fromEntries(__entries(m).sort(fn ? __order(fn) : (a, b) => __cmp(a.key, b.key))),
  max: (m, fn) => __best(__entries(m), fn, 1), min: (m, fn) => __best(__entries(m), fn, -1),
  size: (m) => Object.keys(m).length, isEmpty: (m) => Object.keys(m).length === 0,
  keySet: (m) => Object.keys(m), values: (m) => Object.values(m), entrySet: (m) => __entries(m),
  containsKey: (m, k) => Object.prototype.hasOwnProperty.call(m, __key(k)), containsValue: (m, v) => Object.values(m).some((x) => __jequals(x, v)),
  get: (m, k, otherwise) => { const key = __key(k); return otherwise === undefined || Object.prototype.hasOwnProperty.call(m, key) ? __own(m, key) : __set(m, key, otherwise); },
  getOrDefault: (m, k, otherwise) => Object.prototype.hasOwnProperty.call(m, __key(k)) ? m[k] : otherwise,
  getAt: (m, k) => __index(m, k), putAt: (m, k, v) => __set(m, k, v),
  put: (m, k, v) => { const old = __own(m, __key(k)); __set(m, k, v); return old; },
  putAll: (m, other) => { for (const e of __iterate(other)) __set(m, e.key, e.value); return null; },
  leftShift: (m, other) => { __MAP.putAll(m, other); return m; },
  remove: (m, k) => { const key = __key(k), old = __own(m, key); if (Object.isFrozen(m)) __set(m, key, null); delete m[key]; return old; },
  clear: (m) => { for (const k of Object.keys(m)) __MAP.remove(m, k); return null; },
  plus: (m, x) => __plus(m, x), minus: (m, x) => __minus(m, x),
  subMap: (m, keys) => __fromEntries(__iterate(keys).filter((k) => Object.prototype.hasOwnProperty.call(m, __key(k))).map((k) => new __Entry(k, m[k]))),
  take: (m, n) => __fromEntries(__entries(m).slice(0, n)), drop: (m, n) => __fromEntries(__entries(m).slice(n)),
  asImmutable: (m) => m, clone: (m) => ({ ...m }),
  // A map whose missing keys read as the closure's value for them (kept in the map, as Groovy does).
  withDefault: (m, fn) => Object.defineProperty(m, '__default', { value: fn }),
};
const __ENTRY = { getKey: (e) => e.key, getValue: (e) => e.value, setValue: (e, v) => { const old = e.value; e.value = v; return old; } };
__Entry.prototype.__m = __ENTRY;
`;
