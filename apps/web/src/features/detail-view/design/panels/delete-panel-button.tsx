import { Button } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/design/confirm-dialog';
import { showToast } from '../../../../lib/toasts';

/** 'Delete Panel', after asking; the dialog closes with the panel gone. */
export function DeletePanelButton({ title, onDelete }: { title: string; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<Trash2 size={16} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        {messages.detailDeletePanel}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={messages.detailDeletePanel}
        text={`${messages.detailDeletePanelQuestion} ${title}`}
        confirmLabel={messages.detailDeletePanel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete();
          showToast(messages.detailPanelDeleted, 'success');
        }}
      />
    </>
  );
}
