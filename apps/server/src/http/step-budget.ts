/**
 * A count of the steps a walk over input from outside may take, shared by every walk over the same
 * input and every branch of each (STYLE.md habit 14). A depth limit alone bounds nothing: three
 * branches sixteen levels deep are 43 million steps, and a schema that refers to itself has them
 * in a kilobyte. Each walk spends a step per value it looks at; the step past the last throws what
 * `exhausted` makes (a 400 that names the input, or an upstream fault), never a half-done answer.
 */
export type StepBudget = {
  /** Takes `steps` (one by default), or throws when fewer are left. */
  spend(steps?: number): void;
  /** The steps taken so far. */
  readonly spent: number;
};

export function createStepBudget(steps: number, exhausted: () => Error): StepBudget {
  let spent = 0;
  return {
    spend(count = 1) {
      spent += count;
      if (spent > steps) throw exhausted();
    },
    get spent() {
      return spent;
    },
  };
}
