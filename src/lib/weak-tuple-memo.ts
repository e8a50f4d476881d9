interface Node<T> {
  children: WeakMap<object, Node<T>>;
  made: boolean;
  value?: T;
}

const node = <T>(): Node<T> => ({ children: new WeakMap(), made: false });

/**
 * A memo over a tuple of objects, held weakly: the same objects in the same order give the same
 * value, made once; a value is dropped with any of its keys. What `useMemo` does for a fixed list
 * of dependencies, for a list that is as long as a table (one entry per map kind).
 */
export function weakTupleMemo<T>(): (keys: readonly object[], make: () => T) => T {
  const root = node<T>();
  return (keys, make) => {
    let at = root;
    for (const key of keys) {
      let next = at.children.get(key);
      if (!next) {
        next = node<T>();
        at.children.set(key, next);
      }
      at = next;
    }
    if (!at.made) {
      at.value = make();
      at.made = true;
    }
    return at.value as T;
  };
}
