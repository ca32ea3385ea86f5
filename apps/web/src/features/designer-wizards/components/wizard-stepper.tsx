import './wizard-styles';
import { Button, Group, Paper, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, messages } from '@portal/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './wizard.module.css';

type Props = {
  labels: readonly string[];
  /** One form per label. */
  steps: ReactNode[];
  active: number;
  /** The furthest step reached: only steps up to here can be revisited (SPEC.md §4 Wizards). */
  reached: number;
  isComplete: (step: number) => boolean;
  onStepClick: (step: number) => void;
  onBack: () => void;
  onNext: () => void;
  onCreate: () => void;
  /** The last step's 'Create View' while the page is created, or 'Next' while a sample is read. */
  busy: boolean;
};

/**
 * The steps of a wizard with their completion marks, the current step's form, Back and Next (or
 * 'Create View' on the last step). A mark is also said in the step's name, for screen readers.
 */
export function WizardStepper(props: Props) {
  const { labels, steps, active, reached, isComplete } = props;
  const narrow = useMediaQuery(`(max-width: ${limits.smallScreenPx}px)`);
  const onLast = active === labels.length - 1;
  const compact = narrow
    ? { stepBody: classes.compactBody, separator: classes.compactSeparator, step: classes.compactStep }
    : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stepper
        active={active}
        onStepClick={props.onStepClick}
        allowNextStepsSelect={false}
        size="sm"
        classNames={compact}
      >
        {labels.map((label, index) => {
          const completed = index !== active && isComplete(index);
          return (
            <Stepper.Step
              key={label}
              label={
                <>
                  {label}
                  {completed && <VisuallyHidden> (completed)</VisuallyHidden>}
                </>
              }
              aria-current={index === active ? 'step' : undefined}
              allowStepSelect={index <= reached && index !== active}
              // Mantine marks the steps before the current one; a step after it that is done shows so too.
              icon={index > active && completed ? <Check size={16} /> : undefined}
            >
              {narrow && (
                <Text fw={600} mb="sm">
                  Step {index + 1} of {labels.length}: {label}
                </Text>
              )}
              {steps[index]}
            </Stepper.Step>
          );
        })}
      </Stepper>
      <Group justify="space-between" mt="xl">
        {active > 0 ? (
          <Button variant="default" onClick={props.onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onLast ? props.onCreate : props.onNext} loading={props.busy}>
          {onLast ? messages.wizardCreateView : messages.wizardNext}
        </Button>
      </Group>
    </Paper>
  );
}
