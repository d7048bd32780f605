/** SPEC §9: drawers are 260 px wide. */
export const DRAWER_WIDTH = 260;
