export * from './instance';
import './react-binding';
export * from './completeness';
export { commonEnUS } from './locales/en-US';
export { commonZhCN } from './locales/zh-CN';
export { commonFrCA } from './locales/fr-CA';
