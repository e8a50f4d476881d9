/**
 * Idle-time tasks that run when the test says so, for
 * `vi.mock('@/components/ui/deferred', () => ({ whenIdle: idle.whenIdle }))`.
 */
export function heldIdleTasks() {
  const tasks: Array<() => void> = [];
  return {
    whenIdle(task: () => void): () => void {
      tasks.push(task);
      return () => undefined;
    },
    runAll() {
      tasks.splice(0).forEach((task) => task());
    },
  };
}
