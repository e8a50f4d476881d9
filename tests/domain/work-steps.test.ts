import { expect, test } from 'vitest';
import { runFor, runToEnd, type WorkSteps } from '@/domain/work-steps';

/** Steps that yield each of `units` in turn and return how many steps they took. */
function* counted(units: number[]): WorkSteps<number> {
  for (const unit of units) yield unit;
  return units.length;
}

test('runToEnd gives the result of steps, however many', () => {
  expect(runToEnd(counted([]))).toBe(0);
  expect(runToEnd(counted([1, 1, 1, 1, 1]))).toBe(5);
});

test('runFor stops once the units are done and the next call goes on where it stopped', () => {
  const steps = counted([1, 1, 1, 1, 1]);
  expect(runFor(steps, 2)).toBeUndefined();
  expect(runFor(steps, 2)).toBeUndefined();
  expect(runFor(steps, 2)).toEqual({ value: 5 });
});

test('runFor gives the result when the steps end within its units, even with units to spare', () => {
  expect(runFor(counted([1, 1]), 10)).toEqual({ value: 2 });
  expect(runFor(counted([]), 1)).toEqual({ value: 0 });
});

test('steps that end exactly at the budget end in the next call, which does no work', () => {
  const steps = counted([1, 1]);
  expect(runFor(steps, 2)).toBeUndefined();
  expect(runFor(steps, 2)).toEqual({ value: 2 });
});

test('a step worth several units counts as that many', () => {
  const steps = counted([5, 1]);
  expect(runFor(steps, 3)).toBeUndefined();
  expect(runFor(steps, 1)).toBeUndefined();
  expect(runFor(steps, 1)).toEqual({ value: 2 });
});

test('no units to spend does no step', () => {
  let started = false;
  function* watched(): WorkSteps<string> {
    started = true;
    yield 1;
    return 'done';
  }
  const steps = watched();
  expect(runFor(steps, 0)).toBeUndefined();
  expect(started).toBe(false);
});
