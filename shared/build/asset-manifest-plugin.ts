/**
 * Writes asset-manifest.json (`/m/asset-manifest.json`, SPEC section 7): the files of a build and
 * its entry points. mf-pwa hashes it to notice a new deployment (SPEC section 4, update check).
 */
import webpack from 'webpack';

export class AssetManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        const files: Record<string, string> = {};
        for (const name of Object.keys(compilation.assets).sort()) {
          if (name.endsWith('.map') || name === 'asset-manifest.json') continue;
          files[name] = publicPath + name;
        }
        const entrypoints = [...compilation.entrypoints.values()].flatMap((entry) =>
          entry
            .getFiles()
            .filter((file) => !file.endsWith('.map'))
            .map((file) => publicPath + file),
        );
        const json = JSON.stringify({ files, entrypoints }, null, 2);
        compilation.emitAsset('asset-manifest.json', new webpack.sources.RawSource(json));
      });
    });
  }
}
