import { NewSearchWizard } from '../../../features/designer-wizards/components/new-search-wizard';

export default function NewSearchRoute() {
  return <NewSearchWizard />;
}
