import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where `npm run build` writes each page: kg_server/static, committed so that installing the Python
// package needs no Node. KG_VIZ_OUT (absolute, or relative to viz/) sends the whole build elsewhere:
// tests/test_viz_build.py builds into a temporary directory and compares it, file for file, with the
// committed one.
const VIZ = fileURLToPath(new URL('.', import.meta.url));

export function outDir(page) {
  return resolve(VIZ, process.env.KG_VIZ_OUT || '../kg_server/static', page);
}
