/**
 * The prelude's numbers (issue 25 §3), as Groovy has them: an Integer is a whole JavaScript
 * number, a BigDecimal (a literal with a point, `int / int`) is a `__Dec` (an unscaled BigInt and
 * a scale, as java.math.BigDecimal), a Double is a JavaScript number with a fraction or a
 * `__Double` when whole (so `Math.sqrt(16)` prints 4.0). Arithmetic takes the fast path on two
 * small integers first. Every runtime value is an `__Obj`, which `__isMap` tells from a map.
 */
export const PRELUDE_NUMBERS = String.raw`
class __Obj { __truth() { return true; } }
class __Dec extends __Obj {
  constructor(u, s) { super(); this.__u = u; this.__s = s; }
  __truth() { return this.__u !== 0n; }
  toJSON() { return Number(__decText(this)); }
  toString() { return __decText(this); }
}
class __Double extends __Obj {
  constructor(v) { super(); this.__v = v; }
  __truth() { return this.__v !== 0; }
  toJSON() { return this.__v; }
  toString() { return __dblText(this.__v); }
}
const __isDec = (v) => v instanceof __Dec;
const __isDbl = (v) => (typeof v === 'number' && !Number.isInteger(v)) || v instanceof __Double;
const __isNum = (v) => typeof v === 'number' || v instanceof __Dec || v instanceof __Double;
const __isInt = (v) => typeof v === 'number' && Number.isInteger(v);
const __num = (v) => typeof v === 'number' ? v : v instanceof __Double ? v.__v : v instanceof __Dec ? Number(__decText(v)) : NaN;
const __dbl = (x) => Number.isInteger(x) ? new __Double(x) : x;
const __p10 = (n) => 10n ** BigInt(n);
const __abs = (x) => x < 0n ? -x : x;
const __digits = (x) => x === 0n ? 1 : __abs(x).toString().length;
const __gcd = (a, b) => { while (b !== 0n) [a, b] = [b, a % b]; return a; };
const __dec = (text) => {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/.exec(text);
  if (!m || m[2] + (m[3] ?? '') === '') return __fail('For input string: "' + text + '"', 'NumberFormatException');
  const fraction = m[3] ?? '';
  return new __Dec(BigInt(m[1] + m[2] + fraction), fraction.length - Number(m[4] ?? 0));
};
const __toDec = (v) => v instanceof __Dec ? v : __isInt(v) ? new __Dec(BigInt(v), 0) : __dec(String(__num(v)));
// java.math.BigDecimal.toString: plain unless the exponent is large or small.
const __decText = (d) => {
  const coeff = __abs(d.__u).toString(), s = d.__s, adjusted = coeff.length - 1 - s;
  const text = s >= 0 && adjusted >= -6
    ? s === 0 ? coeff : coeff.length > s ? coeff.slice(0, coeff.length - s) + '.' + coeff.slice(coeff.length - s)
      : '0.' + '0'.repeat(s - coeff.length) + coeff
    : (coeff.length > 1 ? coeff[0] + '.' + coeff.slice(1) : coeff) + 'E' + (adjusted >= 0 ? '+' : '') + adjusted;
  return d.__u < 0n ? '-' + text : text;
};
// java.lang.Double.toString: 1.0, 0.001, 1.0E7, 1.0E-4.
const __dblText = (x) => {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const a = Math.abs(x);
  if (a >= 1e-3 && a < 1e7) { const t = String(x); return t.includes('.') ? t : t + '.0'; }
  const [m, e] = x.toExponential().split('e');
  return (m.includes('.') ? m : m + '.0') + 'E' + (e[0] === '+' ? e.slice(1) : e);
};
const __intText = (x) => Math.abs(x) < 1e21 ? String(x) : BigInt(x).toString();
const __align = (a, b) => { const s = Math.max(a.__s, b.__s); return [a.__u * __p10(s - a.__s), b.__u * __p10(s - b.__s), s]; };
const __decCmp = (a, b) => { const [x, y] = __align(a, b); return x < y ? -1 : x > y ? 1 : 0; };
// n / d rounded as java.math.RoundingMode's ordinal says: UP 0, DOWN 1, CEILING 2, FLOOR 3, HALF_UP 4, HALF_DOWN 5, HALF_EVEN 6, UNNECESSARY 7.
const __roundDiv = (n, d, mode) => {
  if (d < 0n) { n = -n; d = -d; }
  const q = n / d, r = n - q * d;
  if (r === 0n) return q;
  const sign = n < 0n ? -1n : 1n, twice = __abs(r) * 2n;
  const away = mode === 0 ? true : mode === 1 ? false : mode === 2 ? sign > 0n : mode === 3 ? sign < 0n
    : mode === 7 ? __fail('Rounding necessary', 'ArithmeticException')
    : twice !== d ? twice > d : mode === 4 ? true : mode === 5 ? false : q % 2n !== 0n;
  return away ? q + sign : q;
};
const __setScale = (a, s, mode) => s >= a.__s ? new __Dec(a.__u * __p10(s - a.__s), s)
  : new __Dec(__roundDiv(a.__u, __p10(a.__s - s), mode ?? 7), s);
const __quot = (n, d, e, mode) => e >= 0 ? __roundDiv(n * __p10(e), d, mode) : __roundDiv(n, d * __p10(-e), mode);
// Groovy's BigDecimal division: exact when the quotient ends; else the larger operand's precision
// plus 10 digits, at most 10 decimals (1/3 is 0.3333333333).
const __decDiv = (a, b) => {
  if (b.__u === 0n) return __fail(a.__u === 0n ? 'Division undefined' : 'Division by zero', 'ArithmeticException');
  const preferred = a.__s - b.__s;
  if (a.__u === 0n) return new __Dec(0n, preferred);
  const g = __gcd(__abs(a.__u), __abs(b.__u));
  let q = a.__u / g, d = b.__u / g, twos = 0, fives = 0;
  if (d < 0n) { q = -q; d = -d; }
  let rest = d;
  while (rest % 2n === 0n) { rest /= 2n; twos++; }
  while (rest % 5n === 0n) { rest /= 5n; fives++; }
  if (rest === 1n) { const k = Math.max(twos, fives); return new __Dec(q * __p10(k) / d, preferred + k); }
  const p = Math.max(__digits(a.__u), __digits(b.__u)) + 10;
  let s = p - (__digits(a.__u) - a.__s) + (__digits(b.__u) - b.__s);
  for (let t = __quot(a.__u, b.__u, s - preferred, 1); __digits(t) !== p; t = __quot(a.__u, b.__u, s - preferred, 1))
    s += __digits(t) > p ? -1 : 1;
  let r = __quot(a.__u, b.__u, s - preferred, 4);
  if (__digits(r) > p) { r /= 10n; s -= 1; }
  const result = new __Dec(r, s);
  return Math.max(s, a.__s, b.__s) > 10 ? __setScale(result, 10, 4) : result;
};
const __DEC_OPS = {
  '+': (a, b) => { const [x, y, s] = __align(a, b); return new __Dec(x + y, s); },
  '-': (a, b) => { const [x, y, s] = __align(a, b); return new __Dec(x - y, s); },
  '*': (a, b) => new __Dec(a.__u * b.__u, a.__s + b.__s),
  '/': __decDiv,
};
const __DBL_OPS = { '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b, '/': (a, b) => a / b };
// Two numbers of any kind: a Double wins, then a BigDecimal, else Integer arithmetic.
const __numeric = (a, b, op) => __isDbl(a) || __isDbl(b) ? __dbl(__DBL_OPS[op](__num(a), __num(b)))
  : a instanceof __Dec || b instanceof __Dec ? __DEC_OPS[op](__toDec(a), __toDec(b))
  : op === '/' ? (b === 0 ? __fail('Division by zero', 'ArithmeticException') : a % b === 0 ? a / b : __decDiv(__toDec(a), __toDec(b)))
  : __DBL_OPS[op](a, b);
const __small = (a, b) => typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b;
const __bad = (op, a, b) => a === null || a === undefined
  ? __fail('Cannot execute null' + op + __str(b), 'NullPointerException')
  : __fail('Cannot use ' + op + ' on ' + __className(a) + ' and ' + __className(b), 'MissingMethodException');
// The fast path first, inline: two small integers (the common case in a loop).
const __plus = (a, b) => typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b ? a + b : __plusAny(a, b);
const __plusAny = (a, b) => typeof a === 'string' ? a + __str(b)
  : __isNum(a) && __isNum(b) ? __numeric(a, b, '+')
  : Array.isArray(a) ? (a.__set ? __asSet(a.concat(Array.isArray(b) ? b : [b])) : a.concat(Array.isArray(b) ? b : [b]))
  : __isMap(a) && __isMap(b) ? { ...a, ...b }
  : typeof b === 'string' ? __str(a) + b
  : a instanceof __Obj && typeof a.__plus === 'function' ? a.__plus(b) : __bad('+', a, b);
const __minus = (a, b) => typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b ? a - b : __isNum(a) && __isNum(b) ? __numeric(a, b, '-')
  : Array.isArray(a) ? a.filter((x) => Array.isArray(b) ? !b.some((y) => __equals(x, y)) : !__equals(x, b))
  : typeof a === 'string' ? __minusText(a, b)
  : __isMap(a) && __isMap(b) ? Object.fromEntries(Object.entries(a).filter(([k, v]) => !(Object.prototype.hasOwnProperty.call(b, k) && __equals(b[k], v))))
  : __bad('-', a, b);
const __minusText = (a, b) => {
  if (b instanceof __Pattern) return a.replace(b.__re(''), '');
  const t = __str(b), at = a.indexOf(t);
  return at < 0 ? a : a.slice(0, at) + a.slice(at + t.length);
};
const __repeat = (n, what) => __isInt(n) && n >= 0 ? n : __fail('Cannot repeat ' + what + ' ' + __str(n) + ' times', 'IllegalArgumentException');
const __times = (a, b) => typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b ? a * b : __isNum(a) && __isNum(b) ? __numeric(a, b, '*')
  : typeof a === 'string' ? a.repeat(__repeat(b, 'a text'))
  : Array.isArray(a) ? Array.from({ length: __repeat(b, 'a list') }, () => a).flat(1)
  : __bad('*', a, b);
const __div = (a, b) => __isNum(a) && __isNum(b) ? __numeric(a, b, '/') : __bad('/', a, b);
const __mod = (a, b) => typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b && b !== 0 ? a % b : __modAny(a, b);
const __modAny = (a, b) => {
  if (__isInt(a) && __isInt(b)) return b === 0 ? __fail('/ by zero', 'ArithmeticException') : a % b;
  if (a instanceof __Dec || b instanceof __Dec)
    return __fail('Cannot use mod() on this number type: java.math.BigDecimal with value: ' + __str(a instanceof __Dec ? a : b), 'UnsupportedOperationException');
  return __isNum(a) && __isNum(b) ? __dbl(__num(a) % __num(b)) : __bad('%', a, b);
};
const __pow = (a, b) => {
  if (!__isNum(a) || !__isNum(b)) return __bad('**', a, b);
  if (__isInt(b) && b >= 0 && !__isDbl(a))
    return a instanceof __Dec ? new __Dec(a.__u ** BigInt(b), a.__s * b) : Math.pow(a, b);
  return __dbl(Math.pow(__num(a), __num(b)));
};
const __neg = (a) => typeof a === 'number' ? -a : a instanceof __Dec ? new __Dec(-a.__u, a.__s)
  : a instanceof __Double ? new __Double(-a.__v) : __fail('Cannot negate ' + __className(a), 'MissingMethodException');
// Java's equals, which contains() and indexOf() use: a number equals one of its own class and value (1.0 is not 1, nor 1.00).
const __jequals = (a, b) => a === b || (__isNum(a) && __isNum(b)
  ? __className(a) === __className(b) && (a instanceof __Dec ? a.__u === b.__u && a.__s === b.__s : __num(a) === __num(b))
  : Array.isArray(a) ? Array.isArray(b) && a.length === b.length && a.every((x, i) => __jequals(x, b[i]))
  : __isMap(a) && __isMap(b) ? Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => __has(b, k) && __jequals(a[k], b[k]))
  : !__isNum(a) && !__isNum(b) && __equals(a, b));
// a <=> b: -1, 0 or 1; null first; numbers of any kind by value; texts as Java compares them.
const __cmp = (a, b) => {
  if ((typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string'))
    return a < b ? -1 : a > b ? 1 : 0;
  if (a === b) return 0;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  if (__isNum(a) && __isNum(b)) {
    if (__isDbl(a) || __isDbl(b)) { const x = __num(a), y = __num(b); return x < y ? -1 : x > y ? 1 : 0; }
    return __decCmp(__toDec(a), __toDec(b));
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return __fail('Cannot compare ' + __className(a) + " with value '" + __str(a) + "' and " + __className(b) + " with value '" + __str(b) + "'", 'IllegalArgumentException');
};
`;
