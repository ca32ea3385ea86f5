import { NewDetailWizard } from '../../../features/designer-wizards/components/new-detail-wizard';

export default function NewDetailRoute() {
  return <NewDetailWizard />;
}
