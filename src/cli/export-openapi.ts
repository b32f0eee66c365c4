/** Prints the OpenAPI document (`npm run openapi:export > openapi.json`); see buildOpenApiDocument. */
import { buildOpenApiDocument } from './openapi-document.js';

buildOpenApiDocument().then(
  (doc) => process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
