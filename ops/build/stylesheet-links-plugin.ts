/**
 * Links every emitted `.css` file from the page's head. The console's stylesheets are asset
 * modules (their own hashed files, allowed by `style-src 'self'`), which html-webpack-plugin
 * does not link by itself; inline `<style>` would need 'unsafe-inline'.
 */
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class StylesheetLinksPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('StylesheetLinksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StylesheetLinksPlugin', (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        // The order of the imports in src/index.tsx: uPlot's rules first, the console's own after.
        const sheets = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => name.endsWith('.css'))
          .sort((a, b) => Number(a.includes('ops')) - Number(b.includes('ops')));
        const links = sheets.map((name) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: publicPath + name }));
        groups.headTags.unshift(...links);
        return groups;
      });
    });
  }
}
