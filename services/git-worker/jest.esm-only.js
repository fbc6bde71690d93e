/**
 * linkedom (src/website) requires packages that ship only as ES modules (css-select and its
 * dependencies). Node (>= 20.19) loads them through require(esm); Jest cannot, so every Jest
 * config that loads the git-worker (its own, the end-to-end suite's in tests/e2e) compiles them to
 * CommonJS with swc, like the sources.
 */
const ESM_ONLY_PACKAGES = ['css-select', 'css-what', 'domutils', 'domhandler', 'dom-serializer', 'domelementtype', 'boolbase', 'nth-check', 'entities', 'cssomnom'];

module.exports = {
  transform: { '^.+\\.(ts|js)$': ['@swc/jest'] },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
};
