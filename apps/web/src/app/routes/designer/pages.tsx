import { PagesPage } from '../../../features/pages/components/pages-page';

export default function PagesRoute() {
  return <PagesPage />;
}
