/**
 * Work done in steps: a generator that yields how many units of work it has just done and returns
 * its result, so a caller can run it to the end at once or spread it over several tasks.
 */
export type WorkSteps<R> = Generator<number, R, void>;

/** Runs the steps to their end and gives their result. */
export function runToEnd<R>(steps: WorkSteps<R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs steps until they end or `units` units of work are done, whichever comes first: their result,
 * or `undefined` when they have more to do (the next call goes on where this one stopped).
 */
export function runFor<R>(steps: WorkSteps<R>, units: number): { value: R } | undefined {
  let done = 0;
  while (done < units) {
    const step = steps.next();
    if (step.done) return { value: step.value };
    done += step.value;
  }
  return undefined;
}
