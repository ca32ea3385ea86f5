import { Button, Menu } from '@mantine/core';
import { messages } from '@portal/contracts';
import { PencilRuler } from 'lucide-react';
import { DesignMenuItem } from '../../../components/design/design-menu-item';

interface DesignerMenuProps {
  designMode: boolean;
  saving: boolean;
  onDesignMode: () => void;
  onSaveAndExit: () => void;
  onRefreshData: () => void;
}

/**
 * SPEC.md §2: the Designer menu (Design Mode, Save & Exit), shown to designers on large screens only;
 * a chunk of its own, so plain users do not download it.
 */
export default function DesignerMenu({
  designMode,
  saving,
  onDesignMode,
  onSaveAndExit,
  onRefreshData,
}: DesignerMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<PencilRuler size={16} aria-hidden="true" />} loading={saving}>
          {messages.searchDesigner}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onDesignMode} disabled={designMode}>
          {messages.searchDesignMode}
        </Menu.Item>
        <DesignMenuItem label={messages.searchSaveAndExit} designMode={designMode} onClick={onSaveAndExit} />
        <DesignMenuItem label={messages.refreshData} designMode={designMode} onClick={onRefreshData} />
      </Menu.Dropdown>
    </Menu>
  );
}
