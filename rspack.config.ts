import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler } from '@rspack/core';
import { splitDarkRules } from './core/client/theme/splitDarkRules';
import { DARK_RULES_ATTRIBUTE } from './core/client/theme/loadDarkRules';
import { DEFERRED_RULES_ATTRIBUTE } from './core/client/theme/loadDeferredRules';
import { splitDeferredRules } from './core/client/theme/splitDeferredRules';

/**
 * Blueprint's CSS carries a `.bp6-icon-<name>::before { content: "<glyph>" }` rule for each of
 * its ~1,400 icon-font glyphs (6 KB of the initial CSS, gzipped). The console draws icons as
 * SVG (Blueprint's Icon loads each icon's paths) and never loads the icon font, so the rules
 * only ever showed a missing glyph while an icon's paths loaded. They are removed from the
 * emitted CSS; compound selectors (`.bp6-button[class*=bp6-icon-]`, …) stay.
 */
class StripIconFontGlyphs {
  private static readonly GLYPH_RULE = /\.bp6-icon-[a-z0-9-]+::?before\{content:"[^"]*"\}/g;

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StripIconFontGlyphs', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StripIconFontGlyphs', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!name.endsWith('.css')) continue;
          const text = asset.source().toString();
          const stripped = new sources.ReplaceSource(asset);
          for (const match of text.matchAll(StripIconFontGlyphs.GLYPH_RULE)) {
            // Only whole rules: the match must start a rule (after `}` or at the start).
            const before = match.index === 0 ? '}' : text[match.index - 1];
            if (before === '}' || before === '\n') stripped.replace(match.index, match.index + match[0].length - 1, '');
          }
          compilation.updateAsset(name, stripped);
        }
      });
    });
  }
}

/**
 * Two parts of Blueprint's CSS leave the vendor chunk's initial style sheet:
 * - its dark-theme rules (`.bp6-dark …`, ~11 KB gzipped), only used in dark mode and Big Board's
 *   dark mode, go to `<name>.dark.<hash>.css`; ThemeStore loads them on demand (loadDarkRules);
 * - the rules of the component families the shell and the login page never render (tabs, tags,
 *   dialogs, tables, …, see splitDeferredRules) go to `<name>.deferred.<hash>.css`, which
 *   index.html preloads and main.tsx applies at boot; lazy route pages and cards wait for it.
 * The vendor CSS `<link>` names both files (`data-dark-rules`, `data-deferred-rules`), and each
 * is inserted right after it (deferred, then dark), so they still follow Blueprint's initial
 * rules and precede our own CSS in the cascade.
 */
class SplitBlueprintRules {
  private static readonly CHUNK = 'vendor';
  /** Part → the `<link>` attribute that names its file. */
  private static readonly PARTS = { dark: DARK_RULES_ATTRIBUTE, deferred: DEFERRED_RULES_ATTRIBUTE } as const;

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    // `vendor.<hash>.css` → `vendor.<hash>.<part>.<hash of the part's rules>.css`: cached forever, like every asset.
    const partPrefix = (cssName: string, part: string) => cssName.replace(/\.css$/, `.${part}.`);
    compiler.hooks.thisCompilation.tap('SplitBlueprintRules', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SplitBlueprintRules', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 2 }, () => {
        const chunk = compilation.namedChunks.get(SplitBlueprintRules.CHUNK);
        for (const name of [...(chunk?.files ?? [])].filter((f) => f.endsWith('.css'))) {
          const { light, dark } = splitDarkRules(compilation.getAsset(name)!.source.source().toString());
          const { kept, moved } = splitDeferredRules(light);
          compilation.updateAsset(name, new sources.RawSource(kept));
          for (const [part, css] of [['dark', dark], ['deferred', moved]]) {
            compilation.emitAsset(`${partPrefix(name, part)}${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`, new sources.RawSource(css));
          }
        }
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('SplitBlueprintRules', (data) => {
        for (const tag of [...data.assetTags.styles]) {
          const href = tag.attributes.href;
          if (typeof href !== 'string' || !href.startsWith(data.publicPath)) continue;
          for (const [part, attribute] of Object.entries(SplitBlueprintRules.PARTS)) {
            const prefix = partPrefix(href.slice(data.publicPath.length), part);
            const file = compilation.getAssets().find((a) => a.name.startsWith(prefix));
            if (!file) continue;
            tag.attributes[attribute] = data.publicPath + file.name;
            // The deferred rules download alongside the scripts, without blocking the first paint.
            if (part === 'deferred') data.assetTags.styles.push({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'style', href: data.publicPath + file.name } });
          }
        }
        return data;
      });
    });
  }
}

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
    // No eval-based source maps in development either: the content security policy allows no eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // The console's browsers (evergreen) run ES2022, as tsconfig targets it; swc's default,
              // ES5, made our own code a third larger with class, async and spread helpers.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(svg|png|woff2?|ttf|eot)$/, type: 'asset/resource' },
        // Core's public entries (core/<half>/<area>/index.ts) only re-export. Declared free of side
        // effects, a plugin importing one widget gets that widget, not the charts' Highcharts set-up
        // that other modules of the same entry run.
        { test: /[\\/]core[\\/](client|common|server)[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './core/client/index.html', favicon: './core/client/favicon.svg' }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new StripIconFontGlyphs(),
      new SplitBlueprintRules(),
      // @blueprintjs/datetime imports `date-fns/locale/${code}/index.js` by name: only the console's languages (DATE_FNS_LOCALES) become chunks.
      new rspack.ContextReplacementPlugin(/date-fns[\\/]locale$/, /^\.\/(de|en-US|fr)\/index\.js$/),
      // Blueprint's per-icon path modules, loaded one by one by the icon loader in main.tsx.
      new rspack.CopyRspackPlugin({
        patterns: [16, 20].map((size) => ({
          from: `node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/*.js`,
          to: `assets/blueprint-icons/${size}px/[name][ext]`,
        })),
      }),
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
