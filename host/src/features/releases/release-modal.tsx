import {
  formRules,
  isBlank,
  wholeNumber,
  type AreaRelease,
  type ReleaseRequest,
  type ReleaseTenant,
} from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { App, Form, InputNumber, Radio, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { releaseVersion } from './api';

export interface ReleaseTarget {
  area: AreaRelease;
  version: string;
}

interface ReleaseValues {
  audience: 'everyone' | 'some';
  tenants?: number[];
  percent?: number | null;
}

interface ReleaseModalProps {
  target: ReleaseTarget;
  tenants: readonly ReleaseTenant[];
  onClose: () => void;
  onDone: () => void;
}

/** The body the server takes: no audience makes the version current, any audience a candidate. */
export function releaseRequest(version: string, values: ReleaseValues): ReleaseRequest {
  if (values.audience === 'everyone') return { version };
  const percent = wholeNumber(values.percent);
  return {
    version,
    ...(values.tenants?.length ? { tenants: values.tenants } : {}),
    ...(percent !== undefined ? { percent } : {}),
  };
}

/** The tenants and the percentage, asked only for a candidate. */
function CandidateAudience({ tenants }: { tenants: readonly ReleaseTenant[] }) {
  const { t } = useTranslation('host');
  const audience = Form.useWatch<ReleaseValues['audience']>('audience');
  if (audience !== 'some') return null;
  const percentLabel = t('releases.percent');
  // A candidate needs someone: tenants, a share of users, or both.
  const someone: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      (Array.isArray(value) && value.length > 0) || !isBlank(getFieldValue('percent'))
        ? Promise.resolve()
        : Promise.reject(new Error(t('releases.audienceRequired'))),
  });
  return (
    <>
      <Form.Item
        name="tenants"
        label={t('releases.tenants')}
        htmlFor="release-tenants"
        dependencies={['percent']}
        rules={[someone]}
      >
        <Select
          id="release-tenants"
          mode="multiple"
          allowClear
          placeholder={t('releases.tenantsPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
        />
      </Form.Item>
      <Form.Item
        name="percent"
        label={percentLabel}
        htmlFor="release-percent"
        extra={t('releases.percentHelp')}
        rules={formRules.contract(percentLabel, [{ rule: 'wholeNumber', min: 0, max: 100 }])}
      >
        <InputNumber id="release-percent" suffix="%" style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}

/** "Release…" on a version: current for everyone now, or a candidate for an audience. */
export function ReleaseModal({ target, tenants, onClose, onDone }: ReleaseModalProps) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const { area, version } = target;
  const names = { remote: area.remote, version };

  const submit = async (values: ReleaseValues) => {
    const request = releaseRequest(version, values);
    await releaseVersion(area.remote, request);
    const candidate = request.tenants !== undefined || request.percent !== undefined;
    void message.success(
      t(candidate ? 'releases.releasedCandidate' : 'releases.releasedCurrent', names),
    );
    onDone();
  };

  return (
    <FormModal<ReleaseValues>
      title={t('releases.releaseTitle', names)}
      okText={t('releases.releaseOk')}
      initialValues={{ audience: 'some', tenants: [] }}
      onSubmit={submit}
      onClose={onClose}
      width={560}
    >
      <Form.Item name="audience" label={t('releases.audienceChoice')}>
        <Radio.Group>
          <Space orientation="vertical">
            <Radio value="some">{t('releases.someUsers')}</Radio>
            <Radio value="everyone">{t('releases.everyone')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <CandidateAudience tenants={tenants} />
    </FormModal>
  );
}
