// Extracts from the GitBook contract (@gitbook/api's spec/openapi.json) what the gateway's
// own OpenAPI document reuses: the components and, per operationId, the method, path and
// responses. Writes src/generated/contract.json (generated, not committed).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(packageDir, 'package.json'));
const specPath = require.resolve('@gitbook/api/spec/openapi.json');
const { version: contractVersion } = JSON.parse(readFileSync(join(dirname(specPath), '..', 'package.json'), 'utf8'));
const spec = JSON.parse(readFileSync(specPath, 'utf8'));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = {};
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (!operation?.operationId) continue;
    operations[operation.operationId] = {
      method,
      path,
      summary: operation.summary,
      tags: operation.tags,
      responses: operation.responses,
    };
  }
}

const contract = {
  source: `@gitbook/api@${contractVersion}`,
  openapi: spec.openapi,
  components: {
    schemas: spec.components.schemas ?? {},
    responses: spec.components.responses ?? {},
    parameters: spec.components.parameters ?? {},
  },
  operations,
};

const outDir = join(packageDir, 'src', 'generated');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'contract.json'), JSON.stringify(contract));
console.log(`contract.json: ${Object.keys(operations).length} operations from ${contract.source}`);
