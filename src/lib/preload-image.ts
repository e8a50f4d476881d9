export interface ImagePreload {
  /** Resolves once the image is loaded and decoded, so showing it cannot flash or break. */
  done: Promise<void>;
  /** Stops the request; `done` then never settles. */
  cancel: () => void;
}

/** Loads `url` in an image that is never shown; fails after `timeoutMs`. */
export function preloadImage(url: string, timeoutMs: number): ImagePreload {
  const image = new Image();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    image.onload = null;
    image.onerror = null;
    // An empty src aborts the request without a new one.
    image.src = '';
  };
  const done = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => {
      cancel();
      reject(new Error(`Image timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
      decoded.then(resolve, reject);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Image failed to load'));
    };
    image.decoding = 'async';
    image.src = url;
  });
  return { done, cancel };
}
