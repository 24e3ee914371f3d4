// Run: npm run package-schema
// Writes the edition package format's JSON Schema (server/import/packageSchema.ts) to
// docs/package.schema.json; a unit test fails when the file and the schemas disagree.
import fs from 'node:fs';
import { packageSchema } from '../server/import/packageSchema.js';

fs.mkdirSync('docs', { recursive: true });
fs.writeFileSync('docs/package.schema.json', `${JSON.stringify(packageSchema(), null, 2)}\n`);
console.info('docs/package.schema.json written');
