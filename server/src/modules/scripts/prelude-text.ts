/**
 * The prelude's texts (issue 25 §3): Groovy's String methods, Java's regular expressions as
 * JavaScript runs them (leading inline flags, `\A`, `\z`), Java's split and replacement syntax,
 * the matcher `=~` makes and String.format's common conversions.
 */
export const PRELUDE_TEXT = String.raw`
// A Java regular expression as a JavaScript one: a leading (?i), (?s), (?m) become flags.
const __regex = (source, flags) => {
  let text = source instanceof __Pattern ? source.__source : __str(source), more = '';
  const inline = /^\(\?([imsx]+)\)/.exec(text);
  if (inline) { text = text.slice(inline[0].length); more = inline[1].replace('x', ''); }
  text = text.replace(/\\A/g, '^').replace(/\\[zZ]/g, '$');
  try { return new RegExp(text, flags + more); } catch (error) { return __fail('Bad regular expression ' + __str(source) + ': ' + error.message, 'PatternSyntaxException'); }
};
class __Pattern extends __Obj {
  constructor(source) { super(); this.__source = __str(source); }
  __re(flags) { return __regex(this, flags); }
  toString() { return this.__source; }
  toJSON() { return this.__source; }
}
const __pattern = (source) => new __Pattern(source);
// Every match of a regular expression (Java's find() loop: an empty match moves on by one).
const __scan = (text, source) => {
  const re = __regex(source, 'g'), found = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.push(m);
    if (m[0] === '') re.lastIndex++;
  }
  return found;
};
const __groups = (m) => m.length > 1 ? Array.from(m, (g) => g ?? null) : m[0];
class __Matcher extends __Obj {
  constructor(text, source) { super(); this.__text = text; this.__source = __str(source); this.__found = __scan(text, source); }
  __truth() { return this.__found.length > 0; }
  __list() { return this.__found.map(__groups); }
  toString() { return 'java.util.regex.Matcher[pattern=' + this.__source + ' region=0,' + this.__text.length + ' lastmatch=]'; }
  toJSON() { return this.__list(); }
}
const __find = (s, p) => new __Matcher(__str(s), p);
const __MATCHER = { size: (m) => m.__found.length, getCount: (m) => m.__found.length, find: (m) => m.__found.length > 0,
  matches: (m) => __matches(m.__text, m.__source), group: (m, n) => m.__found.length ? m.__found[0][n ?? 0] ?? null : __fail('No match found', 'IllegalStateException'),
  getAt: (m, i) => __index(m.__list(), i), each: (m, fn) => { __LIST.each(m.__list(), fn); return m; },
  collect: (m, fn) => __LIST.collect(m.__list(), fn), findAll: (m, fn) => __LIST.findAll(m.__list(), fn),
  toList: (m) => m.__list(), iterator: (m) => m.__list(), replaceAll: (m, by) => __replace(m.__text, m.__source, by, 'g') };
__Matcher.prototype.__m = __MATCHER;
const __matches = (s, p) => {
  if (s === null || s === undefined) return false;
  const re = __regex(p, '');
  return new RegExp('^(?:' + re.source + ')$', re.flags).test(__str(s));
};
// Java's String.split: trailing empty strings dropped, no empty first one for an empty match.
const __split = (text, source, limit) => {
  const parts = [], most = limit === undefined ? 0 : __num(limit);
  let from = 0;
  for (const m of __scan(text, source)) {
    if (most > 0 && parts.length === most - 1) break;
    if (m.index === 0 && m[0] === '') continue;
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  if (most === 0) while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return most === 0 && parts.length === 1 && parts[0] === '' && text !== '' ? [] : parts;
};
// Bytes as Java has them (UTF-8, signed), base64, and URLEncoder's form encoding.
const __bytes = (s) => Array.from(unescape(encodeURIComponent(s)), (c) => { const b = c.charCodeAt(0); return b > 127 ? b - 256 : b; });
const __fromBytes = (list) => decodeURIComponent(escape(list.map((b) => String.fromCharCode(__num(b) & 255)).join('')));
const __B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const __base64 = (list) => {
  let out = '';
  for (let i = 0; i < list.length; i += 3) {
    const [a, b, c] = [list[i] & 255, (list[i + 1] ?? 0) & 255, (list[i + 2] ?? 0) & 255], n = (a << 16) | (b << 8) | c;
    out += __B64[n >> 18] + __B64[(n >> 12) & 63] + (i + 1 < list.length ? __B64[(n >> 6) & 63] : '=') + (i + 2 < list.length ? __B64[n & 63] : '=');
  }
  return out;
};
const __unbase64 = (text) => {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, ''), out = [];
  for (let i = 0; i < clean.length; i += 4) {
    const n = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | Math.max(__B64.indexOf(clean[i + k] ?? 'A'), 0), 0);
    out.push((n >> 16) & 255);
    if (i + 2 < clean.length) out.push((n >> 8) & 255);
    if (i + 3 < clean.length) out.push(n & 255);
  }
  return out.map((b) => b > 127 ? b - 256 : b);
};
const __urlEncode = (s) => encodeURIComponent(__str(s)).replace(/[!'()~]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()).replace(/%20/g, '+');
const __urlDecode = (s) => decodeURIComponent(__str(s).replace(/\+/g, ' '));
// Java's replacement text: $1, $ and a group's name in braces, and \ to quote the next character.
const __expand = (replacement, m) => {
  let out = '';
  for (let i = 0; i < replacement.length; i++) {
    const c = replacement[i];
    if (c === '\\') out += replacement[++i] ?? '';
    else if (c !== '$') out += c;
    else if (replacement[i + 1] === '{') {
      const end = replacement.indexOf('}', i);
      out += m.groups?.[replacement.slice(i + 2, end)] ?? '';
      i = end;
    } else {
      let n = '';
      while (/\d/.test(replacement[i + 1] ?? '') && Number(n + replacement[i + 1]) < m.length) n += replacement[++i];
      if (n === '') return __fail('Illegal group reference in ' + replacement, 'IllegalArgumentException');
      out += m[Number(n)] ?? '';
    }
  }
  return out;
};
const __replace = (s, source, by, flags) => s.replace(__regex(source, flags), (...m) => {
  const groups = m.slice(0, m.findIndex((x) => typeof x === 'number'));
  if (typeof by !== 'function') return __expand(__str(by), Object.assign(groups, { groups: typeof m[m.length - 1] === 'object' ? m[m.length - 1] : undefined }));
  const g = groups.map((x) => x ?? null);
  return __str(g.length === 1 ? by(g[0]) : by.length > 1 ? by(...g) : by(g));
});
const __strict = (text, pattern, make, type) => {
  const t = __str(text).trim();
  return pattern.test(t) ? make(t) : __fail(t === '' && type === 'Double' ? 'empty String' : 'For input string: "' + t + '"', 'NumberFormatException');
};
const __INT = /^[+-]?\d+$/, __DOUBLE = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/, __DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const __toInt = (s, bits) => __strict(s, __INT, (t) => {
  const n = Number(t);
  return Math.abs(n) < 2 ** (bits - 1) || n === -(2 ** (bits - 1)) ? n : __fail('For input string: "' + t + '"', 'NumberFormatException');
});
const __toDouble = (s) => __dbl(__strict(s, __DOUBLE, (t) => Number(t.replace(/[fFdD]$/, '')), 'Double'));
const __pad = (s, n, pad, left) => {
  const fill = __str(pad ?? ' '), missing = __num(n) - s.length;
  if (missing <= 0 || fill === '') return s;
  const padding = fill.repeat(Math.ceil(missing / fill.length)).slice(0, missing);
  return left ? padding + s : s + padding;
};
const __tokens = (s, delims) => {
  const set = delims === undefined ? ' \t\n\r\f' : __str(delims), out = [];
  let word = '';
  for (const c of s) { if (set.includes(c)) { if (word) out.push(word); word = ''; } else word += c; }
  if (word) out.push(word);
  return out;
};
const __lines = (s) => { const l = s.split(/\r?\n/); if (l[l.length - 1] === '') l.pop(); return l; };
// String.format's common conversions: %s %d %f %x %o %e %b %c %n %%, with flags, width, precision.
const __format = (format, args) => {
  let at = 0;
  return __str(format).replace(/%([-#+ 0,(]*)(\d+)?(?:\.(\d+))?([sSdfxXobBcneE%])/g, (all, flags, width, precision, conv) => {
    if (conv === 'n') return '\n';
    if (conv === '%') return '%';
    const v = args[at++];
    let text;
    if (conv === 'd' || conv === 'f' || conv === 'e' || conv === 'E') {
      if (!__isNum(v)) return __fail(conv + ' != ' + __className(v), 'IllegalFormatConversionException');
      const p = precision === undefined ? 6 : Number(precision);
      text = conv === 'd' ? __intText(Math.trunc(__num(v))) : conv === 'f' ? __decText(__setScale(__toDec(v), p, 4))
        : __num(v).toExponential(p).replace(/e([+-])(\d)$/, (e, sign, d) => 'e' + sign + '0' + d);
      if (conv === 'E') text = text.toUpperCase();
      if (flags.includes(',')) text = text.replace(/^(-?\d+)/, (d) => d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
      if (flags.includes('+') && !text.startsWith('-')) text = '+' + text;
    } else if (conv === 'x' || conv === 'X' || conv === 'o') {
      text = (__num(v) >>> 0).toString(conv === 'o' ? 8 : 16);
      if (conv === 'X') text = text.toUpperCase();
    } else if (conv === 'b' || conv === 'B') text = String(v !== null && v !== undefined && v !== false);
    else if (conv === 'c') text = __str(v).charAt(0);
    else text = precision === undefined ? __str(v) : __str(v).slice(0, Number(precision));
    if (conv === 'S' || conv === 'B') text = text.toUpperCase();
    const w = Number(width ?? 0);
    if (text.length >= w) return text;
    if (flags.includes('-')) return text + ' '.repeat(w - text.length);
    if (flags.includes('0')) { const sign = /^[+-]/.test(text) ? text[0] : ''; return sign + '0'.repeat(w - text.length) + text.slice(sign.length); }
    return ' '.repeat(w - text.length) + text;
  });
};
const __STRING = {
  size: (s) => s.length, length: (s) => s.length, isEmpty: (s) => s.length === 0, isBlank: (s) => s.trim() === '',
  toUpperCase: (s) => s.toUpperCase(), toLowerCase: (s) => s.toLowerCase(), trim: (s) => s.trim(), strip: (s) => s.trim(),
  split: (s, by, limit) => by === undefined ? __tokens(s) : __split(s, by, limit), tokenize: (s, by) => __tokens(s, by),
  getBytes: (s) => __bytes(s), encodeBase64: (s) => __base64(__bytes(s)), decodeBase64: (s) => __unbase64(s),
  encodeURL: (s) => __urlEncode(s),
  contains: (s, x) => s.includes(__str(x)), startsWith: (s, x) => s.startsWith(__str(x)), endsWith: (s, x) => s.endsWith(__str(x)),
  replace: (s, a, b) => s.split(__str(a)).join(__str(b)),
  replaceAll: (s, re, by) => __replace(s, re, by, 'g'), replaceFirst: (s, re, by) => __replace(s, re, by, ''),
  substring: (s, a, b) => a < 0 || (b ?? a) > s.length || (b !== undefined && b < a)
    ? __fail('begin ' + a + ', end ' + (b ?? s.length) + ', length ' + s.length, 'StringIndexOutOfBoundsException') : s.substring(a, b),
  charAt: (s, i) => i >= 0 && i < s.length ? s[i] : __fail('index ' + i + ', length ' + s.length, 'StringIndexOutOfBoundsException'),
  indexOf: (s, x, from) => s.indexOf(__str(x), from), lastIndexOf: (s, x, from) => s.lastIndexOf(__str(x), from),
  matches: (s, re) => __matches(s, re), find: (s, re, fn) => { const m = __scan(s, re)[0]; return m === undefined ? null : fn ? fn(...Array.from(m)) : m[0]; },
  findAll: (s, re, fn) => __scan(s, re).map((m) => fn ? (m.length > 1 && fn.length > 1 ? fn(...Array.from(m)) : fn(__groups(m))) : m[0]),
  eachMatch: (s, re, fn) => { __scan(s, re).forEach((m) => fn.length > 1 ? fn(...Array.from(m)) : fn(__groups(m))); return s; },
  toInteger: (s) => __toInt(s, 32), toLong: (s) => __toInt(s, 64), toShort: (s) => __toInt(s, 16), toBigInteger: (s) => __toInt(s, 1024),
  toDouble: __toDouble, toFloat: __toDouble, toBigDecimal: (s) => __strict(s, __DECIMAL, __dec),
  isInteger: (s) => __INT.test(s.trim()) && Math.abs(Number(s)) <= 2147483648 && Number(s) !== 2147483648,
  isLong: (s) => __INT.test(s.trim()), isBigInteger: (s) => __INT.test(s.trim()),
  isDouble: (s) => __DOUBLE.test(s.trim()), isFloat: (s) => __DOUBLE.test(s.trim()),
  isNumber: (s) => __DECIMAL.test(s.trim()), isBigDecimal: (s) => __DECIMAL.test(s.trim()),
  toBoolean: (s) => ['true', 'y', '1'].includes(s.trim().toLowerCase()),
  padLeft: (s, n, pad) => __pad(s, n, pad, true), padRight: (s, n, pad) => __pad(s, n, pad, false),
  center: (s, n, pad) => { const half = __pad(s, s.length + Math.floor((n - s.length) / 2), pad, true); return __pad(half, n, pad, false); },
  capitalize: (s) => s.charAt(0).toUpperCase() + s.slice(1), uncapitalize: (s) => s.charAt(0).toLowerCase() + s.slice(1),
  reverse: (s) => s.split('').reverse().join(''), multiply: (s, n) => __times(s, n), plus: (s, x) => s + __str(x), minus: (s, x) => __minus(s, x),
  count: (s, x) => { const t = __str(x); let n = 0; for (let i = s.indexOf(t); t && i >= 0; i = s.indexOf(t, i + 1)) n++; return n; },
  equalsIgnoreCase: (s, x) => typeof x === 'string' && s.toLowerCase() === x.toLowerCase(),
  compareTo: (s, x) => __cmp(s, x), compareToIgnoreCase: (s, x) => __cmp(s.toLowerCase(), __str(x).toLowerCase()),
  toList: (s) => s.split(''), toCharArray: (s) => s.split(''), chars: (s) => s.split(''), toSet: (s) => [...new Set(s)],
  readLines: __lines, eachLine: (s, fn) => { __lines(s).forEach((l, i) => fn(l, i)); return null; },
  stripIndent: (s) => {
    const lines = s.split('\n'), used = lines.filter((l) => l.trim() !== '');
    const cut = Math.min(...used.map((l) => l.length - l.trimStart().length));
    return lines.map((l) => l.slice(Math.min(cut, l.length - l.trimStart().length))).join('\n');
  },
  stripMargin: (s, margin) => s.split('\n').map((l) => { const t = l.trimStart(); return t.startsWith(margin ?? '|') ? t.slice(1) : l; }).join('\n'),
  take: (s, n) => s.slice(0, Math.max(n, 0)), drop: (s, n) => s.slice(Math.max(n, 0)),
  concat: (s, x) => s + __str(x), repeat: (s, n) => __times(s, n), format: (s, ...args) => __format(s, args),
  hashCode: (s) => { let h = 0; for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0; return h; },
  inspect: (s) => "'" + s + "'", asBoolean: (s) => s.length > 0, getAt: (s, i) => __index(s, i),
};
// A text's closures see its characters, as Groovy iterates a String.
for (const name of ['each', 'eachWithIndex', 'collect', 'any', 'every', 'inject', 'groupBy', 'countBy', 'takeWhile', 'dropWhile', 'withIndex', 'sum', 'max', 'min', 'sort', 'unique'])
  __STRING[name] ??= (s, ...args) => name === 'each' || name === 'eachWithIndex' ? (__LIST[name](s.split(''), ...args), s) : __LIST[name](s.split(''), ...args);
for (const name of ['find', 'findAll', 'count'])
  __STRING[name] = ((byText) => (s, x, ...rest) => typeof x === 'function' ? __LIST[name](s.split(''), x) : byText(s, x, ...rest))(__STRING[name]);
`;
