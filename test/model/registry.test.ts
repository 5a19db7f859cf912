import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { allTransitions } from '../../machines/model/anatomy';

const MACHINES_DIR = fileURLToPath(new URL('../../machines/', import.meta.url));

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return typeScriptFiles(path);
    return item.name.endsWith('.ts') ? [path] : [];
  });
}

/** How many machines a source builds, and the ids its `export const <id>Machine` names give. */
function machinesDefinedIn(source: string): { built: number; exportedIds: string[] } {
  return {
    built: source.match(/\bcreateMachine\s*\(/g)?.length ?? 0,
    exportedIds: [...source.matchAll(/export\s+const\s+(\w+)Machine\b/g)].map((match) => match[1]!),
  };
}

const registeredIds = machineRegistry.map(({ machine }) => machine.id);

describe('machine registry', () => {
  it('recognises a machine definition and a helper that defines none', () => {
    expect(machinesDefinedIn("export const fooMachine = setup({}).createMachine({ id: 'foo' });")).toEqual({ built: 1, exportedIds: ['foo'] });
    expect(machinesDefinedIn('const m = createMachine ({});')).toEqual({ built: 1, exportedIds: [] });
    expect(machinesDefinedIn("export function isListed() {}\nexport const SESSION_RULES = {};")).toEqual({ built: 0, exportedIds: [] });
  });

  it('lists every machine that a file in machines/ defines', () => {
    const unlisted: string[] = [];
    for (const file of typeScriptFiles(MACHINES_DIR)) {
      const { built, exportedIds } = machinesDefinedIn(readFileSync(file, 'utf8'));
      const name = relative(MACHINES_DIR, file);
      // A machine built but not exported as <id>Machine cannot be registered, so it counts as unlisted too.
      if (built > exportedIds.length) unlisted.push(`${name}: ${built - exportedIds.length} machine(s) not exported as <id>Machine`);
      for (const id of exportedIds) if (!registeredIds.includes(id)) unlisted.push(`${name}: ${id}`);
    }
    expect(unlisted, 'machines missing from machines/registry.ts').toEqual([]);
  });

  it('registers each machine once, under the id its export name gives', () => {
    expect(new Set(registeredIds).size).toBe(registeredIds.length);
    const exported = typeScriptFiles(MACHINES_DIR).flatMap((file) => machinesDefinedIn(readFileSync(file, 'utf8')).exportedIds);
    expect(registeredIds.filter((id) => !exported.includes(id))).toEqual([]);
  });

  it.each(machineRegistry.map((entry) => [entry.machine.id, entry] as const))('describes %s and says how a test drives it', (_id, { machine, description, model }) => {
    expect(description.trim()).not.toBe('');
    expect(description).not.toMatch(/\n/);
    expect(Object.keys(model.actors).sort(), 'outcomes for exactly the actors in setup').toEqual(Object.keys(machine.implementations.actors).sort());
    for (const outcomes of Object.values(model.actors)) expect(outcomes.length).toBeGreaterThan(0);
    const actions = Object.keys(machine.implementations.actions);
    expect((model.appActions ?? []).filter((name) => !actions.includes(name)), 'app actions the machine does not name').toEqual([]);
    const eventTypes = new Set(allTransitions(machine).map((transition) => transition.eventType));
    const scenarioEvents = model.scenarios.flatMap((scenario) => Object.entries(scenario.events ?? {}));
    for (const [type, samples] of [...Object.entries(model.events ?? {}), ...scenarioEvents]) {
      expect(eventTypes.has(type), `${type} is an event of ${machine.id}`).toBe(true);
      expect(samples.every((sample) => sample.type === type)).toBe(true);
    }
    const names = model.scenarios.map((scenario) => scenario.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
});
