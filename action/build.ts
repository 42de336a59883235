// Bundles action/src into the one file the runner executes, action/dist/index.js.
//   node --import tsx action/build.ts          write the bundle
//   node --import tsx action/build.ts --check  exit 1 when the committed bundle is stale
// ESM, because @actions/core 3 ships ESM only and the repository's package.json says
// "type": "module" (so the runner's `node action/dist/index.js` loads it as ESM). Output is
// deterministic: relative paths, no source map, no timestamps.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(repoRoot, 'action/dist/index.js');
const checkOnly = process.argv.includes('--check');

const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: ['action/src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Node 20 here and for the end-to-end test; the runner uses node24.
  target: 'node20',
  charset: 'utf8',
  legalComments: 'eof',
  write: false,
  logLevel: 'warning',
  // Bundled CommonJS dependencies (tunnel, via @actions/http-client) call require().
  banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
});

const bundle = result.outputFiles[0].text;
const relative = path.relative(repoRoot, outfile);
if (checkOnly) {
  const committed = fs.existsSync(outfile) ? fs.readFileSync(outfile, 'utf8') : '';
  if (committed !== bundle) {
    console.error(`${relative} is not what action/src builds to: run \`node --import tsx action/build.ts\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${relative} is up to date.`);
} else {
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  fs.writeFileSync(outfile, bundle);
  console.log(`Wrote ${relative} (${Math.round(bundle.length / 1024)} KiB).`);
}
