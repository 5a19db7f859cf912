import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from 'state-machine-cat';
import { machineRegistry, type RegistryEntry } from '../registry';
import { allTransitions, stateNodes } from '../model/anatomy';
import { indexHtml } from './index-html';
import { toMachineJson } from './to-machine-json';
import { toSmcat } from './to-smcat';

export const DEFAULT_OUT_DIR = 'dist/machines';

/**
 * `npm run machines`: <id>.json and <id>.svg per registry machine, index.html for people and
 * index.json for the in-app machines page (/tools/machines), into `outDir`. The app build runs it
 * into `<STATIC_DIR>/machines/`, so the page shows the charts of the machines it was built with.
 * Graphviz runs as WebAssembly inside state-machine-cat, so nothing here needs a network.
 */
export async function exportMachines(outDir: string = DEFAULT_OUT_DIR, entries: readonly RegistryEntry[] = machineRegistry): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  const write = async (name: string, content: string) => {
    await writeFile(join(outDir, name), content, 'utf8');
    written.push(name);
  };
  for (const { machine } of entries) {
    await write(`${machine.id}.json`, `${JSON.stringify(toMachineJson(machine), null, 2)}\n`);
    await write(`${machine.id}.svg`, await render(toSmcat(machine), { outputType: 'svg', direction: 'left-right' }));
  }
  const items = entries.map(({ machine, description }) => ({
    id: machine.id,
    description,
    states: stateNodes(machine.root).length,
    transitions: allTransitions(machine).length,
  }));
  await write('index.html', indexHtml(items));
  await write('index.json', `${JSON.stringify(items, null, 2)}\n`);
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
  const written = await exportMachines(outDir);
  console.log(`Wrote ${written.length} files to ${outDir}: ${written.join(', ')}`);
}
