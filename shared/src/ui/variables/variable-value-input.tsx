import { DatePicker, Input, InputNumber, Switch, Typography } from 'antd';
import { dayjs, COMMON_NS } from '@console/shared';
import { useTranslation } from 'react-i18next';
import type { ControlValue } from './variable-value';

interface VariableValueInputProps {
  /** Camunda's type (`VARIABLE_TYPES`); an unknown one is edited as text. */
  type?: string;
  /** Given by the Form.Item around it. */
  value?: ControlValue;
  onChange?: (value: ControlValue) => void;
  id?: string;
  'aria-label'?: string;
}

/** The typed fields show times as the console does (SPEC §9), with the seconds. */
const DATE_SHOWN = 'YYYY-MM-DD HH:mm:ss';

/**
 * A variable's value, with the control its type calls for: a switch for a Boolean, a number
 * field for Integer, Long and Double, a date and time picker for a Date, text for a String or
 * Json, nothing for Null. Used as the child of a Form.Item, which gives value and onChange.
 */
export function VariableValueInput({
  type = 'String',
  value,
  onChange,
  ...rest
}: VariableValueInputProps) {
  const { t } = useTranslation(COMMON_NS);
  const change = (next: ControlValue) => onChange?.(next);
  switch (type) {
    case 'Null':
      return (
        <Typography.Text type="secondary" id={rest.id}>
          {t('variable.noValue')}
        </Typography.Text>
      );
    case 'Boolean':
      // The labels are the values themselves, as Camunda writes them: not words to translate.
      return (
        <Switch
          {...rest}
          checked={value === true}
          checkedChildren="true"
          unCheckedChildren="false"
          onChange={change}
        />
      );
    case 'Integer':
    case 'Long':
    case 'Double':
      return (
        <InputNumber<number>
          {...rest}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => change(next ?? undefined)}
        />
      );
    case 'Date':
      return (
        <DatePicker
          {...rest}
          showTime
          format={DATE_SHOWN}
          style={{ width: '100%' }}
          placeholder={t('variable.pickDate')}
          value={dayjs.isDayjs(value) ? value : null}
          onChange={(next) => change(next ?? undefined)}
        />
      );
    default:
      return (
        <Input.TextArea
          {...rest}
          autoSize={{ minRows: 1, maxRows: 8 }}
          spellCheck={type !== 'Json'}
          style={type === 'Json' ? { fontFamily: 'monospace' } : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => change(event.target.value)}
        />
      );
  }
}
