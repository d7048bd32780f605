/** Package version plus build label, set by the build (shared/build/webpack-common.ts). */
declare const __APP_VERSION__: string;

declare module '*.css';
