import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { consoleState, STATE_COLOR } from './instance-state';

/** The state column of an instance list: the console's state (SPEC §9) as a coloured tag. */
export const stateColumn = <T extends { state: string; incidents?: number }>(t: TFunction) => ({
  title: t('detail.column.state'),
  key: 'state',
  render: (_: unknown, row: T) => {
    const state = consoleState(row);
    return <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>;
  },
});
