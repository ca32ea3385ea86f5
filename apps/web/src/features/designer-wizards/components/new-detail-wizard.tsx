import './wizard-styles';
import '../../../components/design/design-styles';
import { Button, Group, Paper, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, messages } from '@portal/contracts';
import { Check } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { useNewDetailWizard } from '../hooks/use-new-detail-wizard';
import { detailWizardSteps, isDetailStepComplete } from '../utils/detail-wizard-state';
import { ContextualStep } from './contextual-step';
import { DetailEntityStep } from './detail-entity-step';
import { DetailNameTitleStep } from './detail-name-title-step';
import { GroupStep } from './group-step';
import classes from './wizard.module.css';

const lastStep = detailWizardSteps.length - 1;

export function NewDetailWizard() {
  const { state, dispatch, sampleLoading, next, create, creating } = useNewDetailWizard();
  const narrow = useMediaQuery(`(max-width: ${limits.smallScreenPx}px)`);
  const onLast = state.active === lastStep;
  const compact = narrow
    ? { stepBody: classes.compactBody, separator: classes.compactSeparator, step: classes.compactStep }
    : undefined;
  const steps = [
    <DetailEntityStep key="entity" state={state} dispatch={dispatch} sampleLoading={sampleLoading} />,
    <DetailNameTitleStep key="name" state={state} dispatch={dispatch} onEnter={next} />,
    <ContextualStep key="contextual" state={state} dispatch={dispatch} />,
    <GroupStep
      key="group"
      groupId={state.groupId}
      error={state.errors.group}
      onChange={(groupId) => dispatch({ type: 'groupChosen', groupId })}
    />,
  ];
  return (
    <>
      <PageHeader
        title="New Detail Page"
        subtitle="One record with its related data, from a record endpoint."
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stepper
          active={state.active}
          onStepClick={(step) => dispatch({ type: 'stepClicked', step })}
          allowNextStepsSelect={false}
          size="sm"
          classNames={compact}
        >
          {detailWizardSteps.map((label, index) => (
            <Stepper.Step
              key={label}
              label={label}
              // Only a step already reached can be revisited (SPEC.md §4 Wizards).
              allowStepSelect={index <= state.reached && index !== state.active}
              icon={
                index > state.active && isDetailStepComplete(state, index) ? <Check size={16} /> : undefined
              }
            >
              {narrow && (
                <Text fw={600} mb="sm">
                  Step {index + 1} of {detailWizardSteps.length}: {label}
                </Text>
              )}
              {steps[index]}
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" mt="xl">
          {state.active > 0 ? (
            <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onLast ? create : next} loading={(onLast && creating) || sampleLoading}>
            {onLast ? messages.wizardCreateView : messages.wizardNext}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
