import './wizard-styles';
import { Button, Group, Paper, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, messages } from '@portal/contracts';
import { Check } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { useNewSearchWizard } from '../hooks/use-new-search-wizard';
import { isStepComplete, searchWizardSteps } from '../utils/search-wizard-state';
import { ColumnsStep } from './columns-step';
import { GroupStep } from './group-step';
import { MainEntityStep } from './main-entity-step';
import { NameTitleStep } from './name-title-step';
import classes from './wizard.module.css';

const lastStep = searchWizardSteps.length - 1;

export function NewSearchWizard() {
  const { state, dispatch, sampleLoading, create, creating } = useNewSearchWizard();
  const narrow = useMediaQuery(`(max-width: ${limits.smallScreenPx}px)`);
  const onLast = state.active === lastStep;
  const next = () => dispatch({ type: 'next' });
  const compact = narrow
    ? { stepBody: classes.compactBody, separator: classes.compactSeparator, step: classes.compactStep }
    : undefined;
  const steps = [
    <MainEntityStep key="entity" state={state} dispatch={dispatch} sampleLoading={sampleLoading} />,
    <NameTitleStep key="name" state={state} dispatch={dispatch} onEnter={next} />,
    <ColumnsStep key="columns" state={state} dispatch={dispatch} />,
    <GroupStep
      key="group"
      groupId={state.groupId}
      error={state.errors.group}
      onChange={(groupId) => dispatch({ type: 'groupChosen', groupId })}
    />,
  ];
  return (
    <>
      <PageHeader title="New Search Page" subtitle="A searchable, sortable table over a list endpoint." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stepper
          active={state.active}
          onStepClick={(step) => dispatch({ type: 'stepClicked', step })}
          allowNextStepsSelect={false}
          size="sm"
          classNames={compact}
        >
          {searchWizardSteps.map((label, index) => (
            <Stepper.Step
              key={label}
              label={label}
              // Only a step already reached can be revisited (SPEC.md §4 Wizards).
              allowStepSelect={index <= state.reached && index !== state.active}
              icon={index > state.active && isStepComplete(state, index) ? <Check size={16} /> : undefined}
            >
              {narrow && (
                <Text fw={600} mb="sm">
                  Step {index + 1} of {searchWizardSteps.length}: {label}
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
          <Button
            onClick={onLast ? create : next}
            // Busy while the page is created, or while the sample that step 1 needs is read.
            loading={(onLast && creating) || (state.active === 0 && sampleLoading)}
          >
            {onLast ? messages.wizardCreateView : messages.wizardNext}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
