/**
 * The prelude's number methods (issue 25 §3): Groovy's on Integer, Double and BigDecimal
 * (`3.times {}`, `7.intdiv(2)`, `x.round()`, `d.setScale(2, RoundingMode.HALF_UP)`…).
 * Groovy 2.4 fails `BigDecimal.round()`; here it rounds half up, as scripts mean it.
 */
export const PRELUDE_NUMBER_METHODS = String.raw`
const __whole = (v) => v instanceof __Dec ? Number(v.__s >= 0 ? v.__u / __p10(v.__s) : v.__u * __p10(-v.__s)) : Math.trunc(__num(v));
const __loop = (from, to, step, fn) => {
  if (step > 0) for (let i = from; i <= to; i += step) fn(i);
  else for (let i = from; i >= to; i += step) fn(i);
  return null;
};
const __NUMBER = {
  times: (n, fn) => { for (let i = 0; i < n; i++) fn(i); return null; },
  upto: (n, to, fn) => __loop(n, __num(to), 1, fn), downto: (n, to, fn) => __loop(n, __num(to), -1, fn),
  step: (n, to, by, fn) => __loop(n, __num(to) - Math.sign(__num(by)), __num(by), fn),
  intdiv: (a, b) => __whole(b) === 0 ? __fail('/ by zero', 'ArithmeticException') : Math.trunc(__whole(a) / __whole(b)),
  mod: (a, b) => __mod(a, b), abs: (n) => __MATH.abs(n), power: (a, b) => __pow(a, b),
  plus: (a, b) => __plus(a, b), minus: (a, b) => __minus(a, b), multiply: (a, b) => __times(a, b), div: (a, b) => __div(a, b),
  negative: (n) => __neg(n), next: (n) => __plus(n, 1), previous: (n) => __minus(n, 1),
  round: (n, places) => {
    if (places !== undefined) return n instanceof __Dec ? __setScale(n, places, 4) : __dbl(Math.floor(__num(n) * 10 ** places + 0.5) / 10 ** places);
    return n instanceof __Dec ? __whole(__setScale(n, 0, 4)) : Math.round(__num(n));
  },
  toInteger: __whole, intValue: __whole, toLong: __whole, longValue: __whole, toBigInteger: __whole, shortValue: __whole,
  toDouble: (n) => __dbl(__num(n)), doubleValue: (n) => __dbl(__num(n)), toFloat: (n) => __dbl(__num(n)), floatValue: (n) => __dbl(__num(n)),
  toBigDecimal: (n) => __toDec(n), compareTo: (a, b) => __cmp(a, b), equals: (a, b) => __jequals(a, b),
  isNaN: (n) => Number.isNaN(__num(n)), isInfinite: (n) => !Number.isFinite(__num(n)) && !Number.isNaN(__num(n)),
  setScale: (n, scale, mode) => __setScale(__toDec(n), scale, mode), scale: (n) => __toDec(n).__s,
  precision: (n) => __digits(__toDec(n).__u), unscaledValue: (n) => Number(__toDec(n).__u), signum: (n) => Math.sign(__num(n)),
  stripTrailingZeros: (n) => { let d = __toDec(n); while (d.__u !== 0n && d.__u % 10n === 0n) d = new __Dec(d.__u / 10n, d.__s - 1); return d.__u === 0n ? new __Dec(0n, 0) : d; },
  toPlainString: (n) => { const d = __toDec(n); return __plain(d.__s < 0 ? new __Dec(d.__u * __p10(-d.__s), 0) : d); },
  negate: (n) => __neg(n), add: (a, b) => __plus(a, b), subtract: (a, b) => __minus(a, b),
  divide: (a, b, scale, mode) => {
    const x = __toDec(a), y = __toDec(b);
    if (scale === undefined) return __decDiv(x, y);
    const [s, m] = mode === undefined ? [x.__s, scale] : [scale, mode];
    return y.__u === 0n ? __decDiv(x, y) : new __Dec(__quot(x.__u, y.__u, s - x.__s + y.__s, m), s);
  },
  remainder: (a, b) => { const x = __toDec(a), y = __toDec(b), [p, q, s] = __align(x, y); return new __Dec(p % q, s); },
  max: (a, b) => __cmp(a, b) >= 0 ? a : b, min: (a, b) => __cmp(a, b) <= 0 ? a : b,
  movePointLeft: (n, k) => { const d = __toDec(n), s = d.__s + k; return s >= 0 ? new __Dec(d.__u, s) : new __Dec(d.__u * __p10(-s), 0); },
  movePointRight: (n, k) => __NUMBER.movePointLeft(n, -k),
};
// A BigDecimal written without an exponent.
const __plain = (d) => {
  const coeff = __abs(d.__u).toString().padStart(d.__s + 1, '0');
  const text = d.__s > 0 ? coeff.slice(0, coeff.length - d.__s) + '.' + coeff.slice(coeff.length - d.__s) : coeff;
  return d.__u < 0n ? '-' + text : text;
};
__Dec.prototype.__m = __NUMBER;
__Double.prototype.__m = __NUMBER;
`;
