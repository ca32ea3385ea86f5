import { PageHeader } from '../../../components/page-header';
import { useNewSearchWizard } from '../hooks/use-new-search-wizard';
import { isStepComplete, searchWizardSteps } from '../utils/search-wizard-state';
import { ColumnsStep } from './columns-step';
import { GroupStep } from './group-step';
import { MainEntityStep } from './main-entity-step';
import { NameTitleStep } from './name-title-step';
import { StartOver } from './start-over';
import { WizardStepper } from './wizard-stepper';

const lastStep = searchWizardSteps.length - 1;

export function NewSearchWizard() {
  const { state, dispatch, startOver, sampleLoading, textSearch, exactMatch, endpoint, create, creating } =
    useNewSearchWizard();
  const next = () => dispatch({ type: 'next' });
  const steps = [
    <MainEntityStep key="entity" state={state} dispatch={dispatch} sampleLoading={sampleLoading} />,
    <NameTitleStep key="name" state={state} dispatch={dispatch} onEnter={next} />,
    <ColumnsStep
      key="columns"
      state={state}
      dispatch={dispatch}
      textSearch={textSearch}
      exactMatch={exactMatch}
      abilities={endpoint.abilities}
    />,
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
      {state.serverId && <StartOver onClick={startOver} />}
      <WizardStepper
        labels={searchWizardSteps}
        steps={steps}
        active={state.active}
        reached={state.reached}
        isComplete={(step) => isStepComplete(state, step)}
        onStepClick={(step) => dispatch({ type: 'stepClicked', step })}
        onBack={() => dispatch({ type: 'back' })}
        onNext={next}
        onCreate={create}
        // Busy while the page is created, or while the sample that step 1 needs is read.
        busy={(state.active === lastStep && creating) || (state.active === 0 && sampleLoading)}
      />
    </>
  );
}
