import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Written into the build (`dist/.vite/entry-cost.json`, where Vite keeps its manifest) for `npm run bench`. */
export const ENTRY_COST_FILE = '.vite/entry-cost.json';

export interface EntryCost {
  /** The first-load chunks (the entry and the chunks it imports statically). */
  chunks: string[];
  /**
   * For each route file, the modules of the first load that the entry reaches only through it (its stub, its search
   * schema and what only they import), as paths relative to apps/web without query. The bench weighs them in the
   * minified chunks through their source maps.
   */
  routes: { route: string; modules: string[] }[];
  /** The same for all route files together: what the route tree's pages weigh in the first load. */
  allRoutes: string[];
}

const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from/g;

/**
 * What each route file adds to the first load every page downloads: the modules in the first-load chunks that the
 * entry reaches only through that route file (its stub, its search schema and what they import). The route tree
 * imports every route file, so each new page grows the first load by this much.
 */
export function entryCost(): Plugin {
  let root = process.cwd();
  return {
    name: 'mizan:entry-cost',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const firstLoad = new Map<string, string>();
      const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const firstLoadChunks = new Set<string>();
      while (pending.length) {
        const chunk = byFile.get(pending.pop()!);
        if (!chunk || firstLoadChunks.has(chunk.fileName)) continue;
        firstLoadChunks.add(chunk.fileName);
        for (const [id, module] of Object.entries(chunk.modules)) if (module.code) firstLoad.set(id, module.code);
        pending.push(...chunk.imports);
      }

      const infos = new Map([...this.getModuleIds()].map((id) => [id, this.getModuleInfo(id)!]));
      // A barrel (an index re-exporting its folder) has no code of its own in the build; an import through it
      // leads only to the files that define the names imported, not to everything the barrel lists.
      const isBarrel = (id: string) => !firstLoad.has(id) && /export\s*\*\s*from/.test(infos.get(id)?.code ?? '');
      const definers = (barrel: string, name: string, depth = 0): string[] =>
        (infos.get(barrel)?.importedIds ?? []).flatMap((target) => {
          if (isBarrel(target) && depth < 5) return definers(target, name, depth + 1);
          return infos.get(target)?.exports.includes(name) ? [target] : [];
        });
      const edges = new Map<string, string[]>();
      for (const [id, info] of infos) {
        const barrels = info.importedIds.filter(isBarrel);
        const targets = new Set(info.importedIds.filter((target) => !isBarrel(target)));
        // Only first-load code matters here; a name is looked up in every barrel the file imports.
        const code = firstLoad.has(id) && barrels.length ? (info.code ?? '') : '';
        for (const [, names] of code.matchAll(NAMED_IMPORT)) {
          for (const name of names!.split(',')) {
            const imported = name.trim().split(/\s+as\s+/)[0]!;
            for (const barrel of imported ? barrels : []) definers(barrel, imported).forEach((t) => targets.add(t));
          }
        }
        edges.set(id, [...targets]);
      }

      const entries = [...infos.values()].filter((info) => info.isEntry).map((info) => info.id);
      const reach = (starts: string[], blocked: (id: string) => boolean = () => false) => {
        const seen = new Set<string>();
        for (const stack = [...starts]; stack.length;) {
          const id = stack.pop()!;
          if (seen.has(id) || blocked(id)) continue;
          seen.add(id);
          stack.push(...(edges.get(id) ?? []));
        }
        return seen;
      };
      const routeFiles = [...firstLoad.keys()].filter((id) => /[\\/]src[\\/]routes[\\/][^?]*$/.test(id));
      const onlyThrough = (blocked: (id: string) => boolean, from: string[]) => {
        const elsewhere = reach(entries, blocked);
        return [...reach(from)].filter((id) => firstLoad.has(id) && !elsewhere.has(id));
      };

      const relative = (id: string) => path.relative(root, id.replace(/\?.*$/, '')).replaceAll('\\', '/');
      const report: EntryCost = {
        chunks: [...firstLoadChunks],
        routes: routeFiles.map((route) => ({
          route: relative(route),
          modules: [...new Set(onlyThrough((id) => id === route, [route]).map(relative))],
        })),
        allRoutes: [...new Set(onlyThrough((id) => routeFiles.includes(id), routeFiles).map(relative))],
      };
      this.emitFile({ type: 'asset', fileName: ENTRY_COST_FILE, source: JSON.stringify(report) });
    },
  };
}
