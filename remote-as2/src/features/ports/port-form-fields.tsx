import {
  DIGEST_ALGORITHMS,
  ENCRYPTION_ALGORITHMS,
  MESSAGE_TYPES,
  NAME_PREFIX,
  type PortKind,
} from '@console/shared';
import { Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortMdnFields } from './port-mdn-fields';
import type { PortRules } from './port-rules';
import type { PortFormValues } from './types';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface PortFormFieldsProps {
  kind: PortKind;
  rules: PortRules;
  certificateNames: string[];
  certificatesLoading: boolean;
  /** Set on edit when the server keeps a password for the own certificate. */
  passwordStored: boolean;
  /** The port being edited; absent for a new one. */
  portId?: number;
}

/** A switch (a checkbox) and the algorithm it turns on. */
function ToggledAlgorithm(props: {
  toggle: string;
  toggleLabel: string;
  name: string;
  label: string;
  rules: FormRule[];
  algorithms: readonly string[];
  enabled: boolean | undefined;
}) {
  return (
    <>
      <Form.Item name={props.toggle} valuePropName="checked">
        <Checkbox>{props.toggleLabel}</Checkbox>
      </Form.Item>
      <Form.Item name={props.name} label={props.label} rules={props.rules}>
        <Select options={toOptions(props.algorithms)} disabled={!props.enabled} />
      </Form.Item>
    </>
  );
}

/** Every field of a port (docs/api.md `Port`), inside the caller's Form. */
export function PortFormFields({
  kind,
  rules,
  certificateNames,
  certificatesLoading,
  passwordStored,
  portId,
}: PortFormFieldsProps) {
  const { t } = useTranslation('as2');
  const form = Form.useFormInstance<PortFormValues>();
  const signed = Form.useWatch('signed', form);
  const encrypted = Form.useWatch('encrypted', form);
  const clearPassword = Form.useWatch('clearSelfCertificatePassword', form);
  const certificateOptions = toOptions(certificateNames);
  const certificateSelect = {
    options: certificateOptions,
    allowClear: true,
    showSearch: true,
    loading: certificatesLoading,
    placeholder: t('port.placeholder.certificate'),
  };
  const securityDependencies = ['signed', 'encrypted', 'mdnSigned'];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('port.field.name')} rules={rules.name}>
            <Input placeholder={`${NAME_PREFIX[kind]}ACME_ORDERS`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="messageType"
            label={t('port.field.messageType')}
            rules={rules.messageType}
          >
            <Select options={toOptions(MESSAGE_TYPES)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="from" label={t('port.field.from')} rules={rules.from}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="to" label={t('port.field.to')} rules={rules.to}>
            <Input />
          </Form.Item>
        </Col>
        {kind === 'send' && (
          <Col xs={24} md={16}>
            <Form.Item name="url" label={t('port.field.url')} rules={rules.url}>
              <Input placeholder="https://partner.example.com/as2" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item name="timeout" label={t('port.field.timeout')} rules={rules.timeout}>
            <InputNumber style={{ width: '100%' }} suffix={t('port.secondsUnit')} />
          </Form.Item>
        </Col>
        {kind === 'send' && (
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="retryCount"
                label={t('port.field.retryCount')}
                tooltip={t('port.retryCountHelp')}
                rules={rules.retryCount}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="retryInterval"
                label={t('port.field.retryInterval')}
                extra={t('port.retryIntervalHelp')}
                rules={rules.retryInterval}
              >
                <InputNumber style={{ width: '100%' }} suffix={t('port.secondsUnit')} />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={24}>
          <Form.Item
            name="description"
            label={t('port.field.description')}
            rules={rules.description}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('port.section.certificates')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="selfCertificate"
            label={t('port.field.selfCertificate')}
            rules={rules.selfCertificate}
            dependencies={securityDependencies}
          >
            <Select {...certificateSelect} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="partnerCertificate"
            label={t('port.field.partnerCertificate')}
            rules={rules.partnerCertificate}
            dependencies={securityDependencies}
          >
            <Select {...certificateSelect} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="selfCertificatePassword"
            label={t('port.field.selfCertificatePassword')}
            rules={rules.selfCertificatePassword}
            extra={passwordStored ? t('port.passwordStored') : undefined}
          >
            <Input.Password autoComplete="new-password" disabled={clearPassword} />
          </Form.Item>
          {passwordStored && (
            <Form.Item name="clearSelfCertificatePassword" valuePropName="checked">
              <Checkbox>{t('port.clearPassword')}</Checkbox>
            </Form.Item>
          )}
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('port.section.security')}</Divider>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={8}>
          <ToggledAlgorithm
            toggle="signed"
            toggleLabel={t('port.field.signed')}
            name="signAlgorithm"
            label={t('port.field.signAlgorithm')}
            rules={rules.signAlgorithm}
            algorithms={DIGEST_ALGORITHMS}
            enabled={signed}
          />
        </Col>
        <Col xs={24} md={8}>
          <ToggledAlgorithm
            toggle="encrypted"
            toggleLabel={t('port.field.encrypted')}
            name="encryptAlgorithm"
            label={t('port.field.encryptAlgorithm')}
            rules={rules.encryptAlgorithm}
            algorithms={ENCRYPTION_ALGORITHMS}
            enabled={encrypted}
          />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="compressed" valuePropName="checked">
            <Checkbox>{t('port.field.compressed')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>

      <PortMdnFields kind={kind} rules={rules} portId={portId} />
    </>
  );
}
