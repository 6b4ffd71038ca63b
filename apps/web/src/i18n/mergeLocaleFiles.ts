// Merges every locale file of one language (locales/<lng>.json and locales/<area>/<lng>.json) into
// one translation tree. Two files defining the same key is a mistake, not an override: it throws.
type Tree = { [key: string]: unknown };

function mergeInto(target: Tree, source: Tree, path: string, file: string) {
  for (const [key, value] of Object.entries(source)) {
    const at = path ? `${path}.${key}` : key;
    // Own keys only: a key named like an object method (valueOf, toString) is a text like any other.
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (existing === undefined) target[key] = {};
      else if (typeof existing !== 'object') throw new Error(`${file}: ${at} is defined twice`);
      mergeInto(target[key] as Tree, value as Tree, at, file);
    } else {
      if (existing !== undefined) throw new Error(`${file}: ${at} is defined twice`);
      target[key] = value;
    }
  }
}

export function mergeLocaleFiles(locale: string, files: Record<string, Tree>): Tree {
  const merged: Tree = {};
  const mine = Object.keys(files)
    .filter((path) => path.endsWith(`/${locale}.json`))
    .sort();
  for (const path of mine) mergeInto(merged, files[path], '', path);
  return merged;
}
