import type { CommandPackage } from '@console/shared';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandChoice } from '../common/command-choice';
import { fetchComposeCommands } from './api';
import type { StepValues } from './compose-steps';

/** The ordered steps of a compose connector: each a command and its fields. */
export function StepList({ packages }: { packages: readonly CommandPackage[] }) {
  const { t } = useTranslation('modeler');
  return (
    <Form.List
      name="steps"
      rules={[
        {
          validator: (_rule, steps?: StepValues[]) =>
            steps?.length
              ? Promise.resolve()
              : Promise.reject(new Error(t('conn.compose.stepRequired'))),
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => {
            const title = t('conn.compose.step', { number: index + 1 });
            return (
              <Card
                key={field.key}
                size="small"
                role="group"
                aria-label={title}
                title={title}
                extra={
                  <Flex gap={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={t('conn.compose.moveUp', { number: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={t('conn.compose.moveDown', { number: index + 1 })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('conn.compose.remove', { number: index + 1 })}
                      onClick={() => remove(index)}
                    />
                  </Flex>
                }
              >
                <Form.Item name={[field.name, 'savedStep']} hidden noStyle />
                <CommandChoice
                  packages={packages}
                  fetchCommands={fetchComposeCommands}
                  name={[field.name]}
                  path={['steps', field.name]}
                />
              </Card>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ parameters: {} })}
          >
            {t('conn.compose.addStep')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
