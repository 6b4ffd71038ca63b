// antd computes a component's CSS when its first instance mounts and forgets it when the last one
// unmounts. Every test unmounts its tree, so each test computed antd's CSS again: measured on the
// whole suite alone, 374 -> 340 CPU seconds with the entries kept. Kept entries change nothing a test
// sees: a new test file's document still gets antd's style elements, inserted on mount from the text
// kept here (antd's own path for a second mount while the first is still there).
import Cache from '@ant-design/cssinjs/lib/Cache';

type Entry = [count: number, value: unknown] | null | undefined;
const cache = Cache.prototype as unknown as {
  opUpdate(key: string, update: (previous: Entry) => Entry): void;
};
const opUpdate = cache.opUpdate;
cache.opUpdate = function keepWhenUnused(key, update) {
  opUpdate.call(this, key, (previous) => {
    const next = update(previous);
    return next === null && previous ? [0, previous[1]] : next;
  });
};
