import { messages } from '@portal/contracts';
import { badRequest } from '../../../errors.ts';

/**
 * Work allowed on one document from outside: every schema or parameter a walk visits costs a step,
 * whatever the walk, so a document of many references cannot make one import run for long.
 */
export type StepBudget = { step(): void };

/** The most steps the conventions of one document may take. */
export const conventionSteps = 200_000;

export function createStepBudget(steps = conventionSteps): StepBudget {
  let left = steps;
  return {
    step() {
      left -= 1;
      if (left < 0) throw badRequest(messages.conventionsTooComplex);
    },
  };
}
