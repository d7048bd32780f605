import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type PathData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { AreaDeclarationPlugin, HostContractPlugin } from './area-plugin';
import {
  appVersion,
  contractManifest,
  contractRange,
  contractVersion,
  devPortOf,
} from './shared-deps';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppBuildOptions {
  /** The app's folder (where package.json is). */
  dir: string;
  federation: FederationOptions;
  /** The dev server's port; by default package.json's `console.devPort`. */
  devPort?: number;
  /** The host renders index.html and proxies the API in dev; remotes do neither. */
  role: 'host' | 'remote';
  plugins?: webpack.WebpackPluginInstance[];
}

/** Where the platform server listens in dev mode. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

// Chunks that carry a webpack runtime (entries, remoteEntry, monaco's workers) must keep plain
// names: the federation runtime cannot fill [contenthash] there (TOOLCHAIN.md).
const chunkFilename = ({ chunk }: PathData) =>
  chunk && 'hasRuntime' in chunk && chunk.hasRuntime() ? '[name].js' : '[name].[contenthash:8].js';

/**
 * The federation runtime without what an app does not use: the browser-only build drops the
 * runtime's Node.js paths, and a remote, which loads no remotes itself, drops remote loading
 * and manifest snapshots. The login page and each remoteEntry are lighter for it (issue 9 §6,
 * `pnpm bench:web`).
 */
const federationExperiments = (role: AppBuildOptions['role']) => ({
  optimization:
    role === 'host'
      ? { target: 'web' as const }
      : { target: 'web' as const, disableRemote: true, disableSnapshot: true },
});

export function createWebpackConfig(
  options: AppBuildOptions,
  argv: { mode?: string },
): Configuration & { devServer: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  const { dir, federation, role } = options;
  const devPort = options.devPort ?? devPortOf(dir);
  const version = appVersion(dir);
  // The contract (issue 26): a remote records the @console/shared range it needs, the host the
  // version it has; the server and the host compare them before serving or loading a remote.
  const contract = contractVersion(dir);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // A remote has no page of its own: the federation plugin adds its remoteEntry.
    entry: role === 'host' ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: role === 'host' ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename,
      uniqueName: String(federation.name),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // Loaders live with this helper, not in every app.
    resolveLoader: { modules: ['node_modules', path.join(__dirname, '../node_modules')] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(svg|png|ttf)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        dts: false,
        manifest: true,
        experiments: federationExperiments(role),
        ...federation,
      }),
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        __CONTRACT_VERSION__: JSON.stringify(contract),
      }),
      ...(role === 'host'
        ? [
            new HtmlWebpackPlugin({
              template: './public/index.html',
              favicon: './public/logo.svg',
            }),
            new HostContractPlugin({ version, contract }),
          ]
        : [
            new AreaDeclarationPlugin(dir, String(federation.name), {
              version,
              contract: contractRange(dir),
            }),
          ]),
      ...(production ? [new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/ })] : []),
      ...(options.plugins ?? []),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      // A change to any build config must invalidate the cache, and so must a new version of
      // @console/shared: the contract the build records and the federation's requiredVersion.
      buildDependencies: {
        config: [
          __filename,
          path.join(dir, 'webpack.config.ts'),
          path.join(dir, 'module-federation.config.ts'),
          path.join(__dirname, 'area-plugin.ts'),
          path.join(__dirname, 'shared-deps.ts'),
          path.join(__dirname, 'monaco.ts'),
          contractManifest(dir),
        ],
      },
    },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: role === 'host',
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy:
        role === 'host'
          ? [{ context: ['/api', '/as2', '/remotes.json', '/stat', '/loki'], target: API_TARGET }]
          : [],
    },
  };
}
