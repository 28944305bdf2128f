import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';

/**
 * The browser bundle: one lean entry (kernel, shell, login) and a lazy chunk per route page
 * and per locale file. Content-hashed names so dist/ can be cached forever.
 */
export default defineConfig((_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: { main: './core/client/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(svg|png|woff2?|ttf|eot)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './core/client/index.html', favicon: './core/client/favicon.svg' }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, router, MobX and Blueprint change rarely: one long-cached vendor chunk.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: -10 },
        },
      },
    },
    performance: { hints: false },
  };
});
