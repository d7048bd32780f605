import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { COMMON_NS } from '@console/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartedInstance } from './api';
import { StartInstanceDialog, type StartInstanceTarget } from './start-instance-dialog';

interface StartInstanceButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'icon' | 'children' | 'target'
> {
  target: StartInstanceTarget;
  onStarted?: (instance: StartedInstance) => void;
  /** Only the ▶ icon, named for screen readers and in a tooltip (a crowded row or toolbar). */
  iconOnly?: boolean;
  /** Why the button is disabled, in its tooltip. */
  disabledReason?: string;
}

/** "Start instance": opens the start dialog for `target`. */
export function StartInstanceButton({
  target,
  onStarted,
  iconOnly = false,
  disabledReason,
  ...buttonProps
}: StartInstanceButtonProps) {
  const { t } = useTranslation(COMMON_NS);
  const [open, setOpen] = useState(false);
  const label = t('startInstance.action');
  const tip = buttonProps.disabled && disabledReason ? disabledReason : iconOnly ? label : null;
  const button = (
    <Button
      {...buttonProps}
      aria-label={iconOnly ? label : undefined}
      icon={<PlayCircleOutlined aria-hidden />}
      onClick={() => setOpen(true)}
    >
      {iconOnly ? null : label}
    </Button>
  );
  return (
    <>
      {tip ? (
        <Tooltip title={tip}>
          {/* A disabled button gets no pointer events: the span shows its tooltip. */}
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <StartInstanceDialog target={target} onClose={() => setOpen(false)} onStarted={onStarted} />
      )}
    </>
  );
}
