import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fromPlain,
  fromVariableMap,
  parseStored,
  plainValues,
  toVariableMap,
} from '../../src/engine';
import { storedValue } from '../../src/engine/runtime/variables';

/** The engine's variable codec, alone: Camunda's typed values in and out (issue 9 §1). */
const one = (typed: Record<string, unknown>) => fromVariableMap({ v: typed }).get('v');

describe('the variable codec', () => {
  it('reads each Camunda type, case-insensitively, and infers an undeclared one', () => {
    assert.deepEqual(one({ value: 'a', type: 'string' }), { type: 'String', value: 'a' });
    assert.deepEqual(one({ value: 'true', type: 'Boolean' }), { type: 'Boolean', value: true });
    assert.deepEqual(one({ value: '42', type: 'Integer' }), { type: 'Integer', value: 42 });
    assert.deepEqual(one({ value: 2 ** 40, type: 'LONG' }), { type: 'Long', value: 2 ** 40 });
    assert.deepEqual(one({ value: 1.5, type: 'Double' }), { type: 'Double', value: 1.5 });
    assert.deepEqual(one({ value: '{"a":[1]}', type: 'Json' }), {
      type: 'Json',
      value: { a: [1] },
    });
    assert.deepEqual(one({ value: 'x', type: 'Null' }), { type: 'Null', value: null });
    assert.deepEqual(one({ value: '2026-01-02T03:04:05+01:00', type: 'Date' }), {
      type: 'Date',
      value: '2026-01-02T02:04:05.000Z',
    });
    assert.deepEqual(one({ value: 7 }), { type: 'Integer', value: 7 });
    assert.deepEqual(one({ value: 2 ** 31 }), { type: 'Long', value: 2 ** 31 });
    assert.deepEqual(one({ value: { a: 1 } }), { type: 'Json', value: { a: 1 } });
  });

  it('refuses a value of the wrong type with the variable and type named', () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [
        { value: 'abc', type: 'Integer' },
        /Cannot convert value "abc" of variable "v" to type Integer/,
      ],
      [{ value: 1.5, type: 'Long' }, /Cannot convert value 1.5 of variable "v" to type Long/],
      [{ value: 2 ** 31, type: 'Integer' }, /to type Integer/],
      [{ value: 3, type: 'String' }, /Cannot convert value 3 of variable "v" to type String/],
      [{ value: 'yes', type: 'Boolean' }, /to type Boolean/],
      [{ value: 'not a date', type: 'Date' }, /to type Date/],
      [{ value: '{broken', type: 'Json' }, /Variable "v" of type Json does not hold JSON/],
      [{ value: 'x', type: 'File' }, /Variable "v" has an unsupported type: File/],
    ];
    for (const [typed, message] of refusals) {
      assert.throws(() => one(typed), { name: 'EngineError', kind: 'bad-request', message });
    }
    assert.throws(() => fromVariableMap([] as never), /Variables must be an object/);
    assert.throws(() => fromVariableMap({ v: 'bare' as never }), /must be an object with a value/);
  });

  it('refuses Json nested beyond the request limits', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    assert.throws(() => one({ value: deep, type: 'Json' }), { kind: 'bad-request' });
  });

  it('writes Camunda shapes back, Json as serialized text, and keeps only the names asked', () => {
    const variables = fromVariableMap({
      n: { value: 1, type: 'Integer' },
      j: { value: '{"a":1}', type: 'Json' },
    });
    assert.deepEqual(toVariableMap(variables), {
      n: { type: 'Integer', value: 1, valueInfo: {} },
      j: {
        type: 'Json',
        value: '{"a":1}',
        valueInfo: { serializationDataFormat: 'application/json' },
      },
    });
    assert.deepEqual(Object.keys(toVariableMap(variables, ['j'])), ['j']);
    assert.deepEqual(plainValues(variables), { n: 1, j: { a: 1 } });
  });

  it('stores values as JSON text and reads them back unchanged', () => {
    for (const variable of [
      { type: 'String', value: 'é "quoted"' },
      { type: 'Json', value: { list: [1, null, { deep: true }] } },
      { type: 'Null', value: null },
    ]) {
      assert.deepEqual(parseStored(variable.type, storedValue(variable)), variable);
    }
    assert.deepEqual(parseStored('String', null), { type: 'String', value: null });
  });

  it('types plain values as a worker hands them back', () => {
    assert.deepEqual(
      [...fromPlain({ a: 'x', b: 1.25, c: false, d: [1] })],
      [
        ['a', { type: 'String', value: 'x' }],
        ['b', { type: 'Double', value: 1.25 }],
        ['c', { type: 'Boolean', value: false }],
        ['d', { type: 'Json', value: [1] }],
      ],
    );
  });
});
