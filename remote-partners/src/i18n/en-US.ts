/** The `partners` namespace. */
export const partnersEnUS = {
  menu: {
    groups: 'Groups',
  },
};
