import { DesignerHomePage } from '../../../features/designer-home/components/designer-home-page';

export default function DesignerHomeRoute() {
  return <DesignerHomePage />;
}
