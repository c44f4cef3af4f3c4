/**
 * In one bundle, dynamic imports that name their chunk alike ("locale-[request]" in every remote)
 * would be merged into one chunk; a federated build keeps them apart per remote. Prefixing the
 * name with the package folder keeps the monolith's chunks one-to-one with the federated ones.
 */
const path = require('node:path');

module.exports = function chunkNameLoader(source) {
  const { root } = this.getOptions();
  const pkg = path.relative(root, this.resourcePath).split(path.sep)[0];
  return source.replace(/webpackChunkName:\s*"/g, `webpackChunkName: "${pkg}-`);
};
