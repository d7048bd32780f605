import type { partnersEnUS } from './en-US';

export const partnersFrCA: typeof partnersEnUS = {
  menu: {
    groups: 'Groupes',
  },
};
