import type { partnersEnUS } from './en-US';

export const partnersZhCN: typeof partnersEnUS = {
  menu: {
    groups: '业务伙伴组',
  },
};
