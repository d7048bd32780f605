/** Package version plus build label, set by the build (shared/build/webpack-common.ts). */
declare const __APP_VERSION__: string;
/** The @console/shared version the host was built with: its contract version (issue 26). */
declare const __CONTRACT_VERSION__: string;

declare module '*.css';
