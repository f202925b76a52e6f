import path from 'node:path';

/**
 * Forbids imports from one folder into another, as eslint-plugin-import's `no-restricted-paths`
 * does: each zone names the folders its files (`target`, a path or `{a,b}` choice below the
 * repository root) must not import from (`from`). Relative imports are resolved against the
 * importing file, so `../../students/api/x` counts as an import of features/students.
 */
const root = path.dirname(new URL(import.meta.url).pathname);

/** `a/{b,c}` → [`a/b`, `a/c`], as absolute paths. */
function expand(folder) {
  const match = /^(.*)\{([^}]+)\}(.*)$/.exec(folder);
  const paths = match ? match[2].split(',').map((part) => match[1] + part + match[3]) : [folder];
  return paths.map((p) => path.join(root, p));
}

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
            },
          },
        },
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const zones = (context.options[0]?.zones ?? [])
      .map((zone) => ({ ...zone, target: expand(zone.target), from: zone.from.flatMap(expand) }))
      .filter((zone) => zone.target.some((folder) => inside(file, folder)));
    if (zones.length === 0) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path.resolve(path.dirname(file), source);
      for (const zone of zones) {
        const from = zone.from.find((folder) => inside(imported, folder));
        if (!from) continue;
        const what = path.relative(root, from);
        context.report({ node: node.source, message: `Import from ${what}: ${zone.message}` });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
