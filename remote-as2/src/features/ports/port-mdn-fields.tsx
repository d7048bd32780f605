import { DIGEST_ALGORITHMS, MDN_MODES, type PortKind } from '@console/shared';
import { Button, Checkbox, Col, Divider, Form, Input, Radio, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asyncMdnAddress } from './port-address';
import type { PortRules } from './port-rules';
import type { PortFormValues } from './types';

const MIC_OPTIONS = DIGEST_ALGORITHMS.map((value) => ({ value, label: value }));

interface PortMdnFieldsProps {
  kind: PortKind;
  rules: PortRules;
  /** The port being edited; absent for a new one. */
  portId?: number;
}

/**
 * The MDN section of the port form. A send port asks its partner to post asynchronous MDNs to
 * this server at an address that holds the port's id, so only a saved port can fill it in.
 */
export function PortMdnFields({ kind, rules, portId }: PortMdnFieldsProps) {
  const { t } = useTranslation('as2');
  const form = Form.useFormInstance<PortFormValues>();
  const mdnMode = Form.useWatch('mdnMode', form);

  const fillServerAddress = (id: number) => {
    form.setFieldValue('asyncMdnUrl', asyncMdnAddress(id));
    // Clears a message the field showed before; the address itself is a valid URL.
    form.validateFields(['asyncMdnUrl']).catch(() => undefined);
  };
  let serverAddress: ReactNode;
  if (kind === 'send') {
    serverAddress =
      portId === undefined ? (
        t('port.serverAddressAfterSave')
      ) : (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => fillServerAddress(portId)}
        >
          {t('port.useServerAddress')}
        </Button>
      );
  }

  return (
    <>
      <Divider titlePlacement="start">{t('port.section.mdn')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="mdnMode" label={t('port.field.mdnMode')} rules={rules.mdnMode}>
            <Radio.Group
              options={MDN_MODES.map((mode) => ({ value: mode, label: t(`port.mdnMode.${mode}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="micAlgorithm"
            label={t('port.field.micAlgorithm')}
            rules={rules.micAlgorithm}
          >
            <Select options={MIC_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mdnSigned" valuePropName="checked">
            <Checkbox>{t('port.field.mdnSigned')}</Checkbox>
          </Form.Item>
        </Col>
        {mdnMode === 'async' && (
          <Col span={24}>
            <Form.Item
              name="asyncMdnUrl"
              label={t('port.field.asyncMdnUrl')}
              rules={rules.asyncMdnUrl}
              extra={serverAddress}
            >
              <Input placeholder="https://example.com/as2/mdn" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
