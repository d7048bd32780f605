export * from './dayjs';
export * from './use-format-time';
