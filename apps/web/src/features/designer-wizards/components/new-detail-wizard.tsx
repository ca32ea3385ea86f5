import '../../../components/design/design-styles';
import { PageHeader } from '../../../components/page-header';
import { useNewDetailWizard } from '../hooks/use-new-detail-wizard';
import { detailWizardSteps, isDetailStepComplete } from '../utils/detail-wizard-state';
import { ContextualStep } from './contextual-step';
import { DetailEntityStep } from './detail-entity-step';
import { DetailNameTitleStep } from './detail-name-title-step';
import { GroupStep } from './group-step';
import { StartOver } from './start-over';
import { WizardStepper } from './wizard-stepper';

const lastStep = detailWizardSteps.length - 1;

export function NewDetailWizard() {
  const { state, dispatch, startOver, sampleLoading, next, create, creating } = useNewDetailWizard();
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
      {state.serverId && <StartOver onClick={startOver} />}
      <WizardStepper
        labels={detailWizardSteps}
        steps={steps}
        active={state.active}
        reached={state.reached}
        isComplete={(step) => isDetailStepComplete(state, step)}
        onStepClick={(step) => dispatch({ type: 'stepClicked', step })}
        onBack={() => dispatch({ type: 'back' })}
        onNext={next}
        onCreate={create}
        busy={(state.active === lastStep && creating) || sampleLoading}
      />
    </>
  );
}
