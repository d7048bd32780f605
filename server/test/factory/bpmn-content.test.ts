import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertBpmnContent, decodeBpmn } from '../../src/modules/factory/bpmn-content';
import { bpmnXml } from '../flows/fixtures';

const BPMN_NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"';

/** The message of the 400 that `xml` is refused with. */
async function refusalOf(xml: string) {
  try {
    await assertBpmnContent(xml);
  } catch (error) {
    assert.equal((error as { status?: number }).status, 400);
    return (error as Error).message;
  }
  assert.fail('the XML was taken');
}

describe('reading an upload as BPMN (bpmn-moddle, as the modeler does)', () => {
  it('takes what the modeler saves', async () => {
    await assertBpmnContent(bpmnXml());
  });

  it('names the first error and its line and column, counted from 1', async () => {
    const broken = [
      '<?xml version="1.0"?>',
      `<bpmn:definitions ${BPMN_NS}>`,
      '  <bpmn:process id="p">',
      '  <x',
      '</bpmn:definitions>',
    ].join('\n');
    assert.equal(
      await refusalOf(broken),
      'Not a BPMN file: illegal first char attribute name at "<x"; line 4, column 3',
    );
    const mismatched = `<bpmn:definitions ${BPMN_NS}>\n  <bpmn:process id="p"></bpmn:task>\n</bpmn:definitions>`;
    assert.equal(
      await refusalOf(mismatched),
      'Not a BPMN file: closing tag mismatch at "</bpmn:task>"; line 2, column 24',
    );
  });

  it('places a document cut short at its end', async () => {
    assert.equal(
      await refusalOf(`<bpmn:definitions ${BPMN_NS}>\n<bpmn:process id="p">`),
      'Not a BPMN file: unexpected end of file; line 2, column 22',
    );
  });

  it('refuses XML that is not BPMN, text, unknown BPMN elements and no process', async () => {
    assert.equal(
      await refusalOf('<?xml version="1.0"?>\n<order><id>1</id></order>'),
      'Not a BPMN file: unexpected element <order> at "<order>"; line 2, column 1',
    );
    assert.equal(
      await refusalOf('hello'),
      'Not a BPMN file: missing start tag at "hello"; line 1, column 1',
    );
    assert.equal(
      await refusalOf(`<bpmn:definitions ${BPMN_NS}>\n  <bpmn:foo id="f"/>\n</bpmn:definitions>`),
      'Not a BPMN file: unknown type <bpmn:Foo> at "<bpmn:foo>"; line 2, column 3',
    );
    assert.equal(
      await refusalOf(`<bpmn:definitions ${BPMN_NS} id="d"></bpmn:definitions>`),
      'Not a BPMN file: it holds no process',
    );
    assert.equal(await refusalOf('  \n'), 'Not a BPMN file: it is empty');
  });

  it('reads UTF-8 only, without its byte order mark', () => {
    assert.equal(decodeBpmn(Buffer.from('\uFEFF<a/>')), '<a/>');
    assert.throws(() => decodeBpmn(Buffer.from([0x3c, 0xff, 0xfe])), {
      message: 'Not a BPMN file: it is not UTF-8 text',
    });
  });
});
