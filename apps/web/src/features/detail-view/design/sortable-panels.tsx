import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { type DetailPanel, messages } from '@portal/contracts';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PanelDrag } from '../components/panel-frame';

// Panels have no identity of their own; the same object keeps its id while it moves.
const ids = new WeakMap<object, string>();
let sequence = 0;
function idOf(panel: DetailPanel): string {
  let id = ids.get(panel);
  if (!id) {
    sequence += 1;
    id = `panel-${sequence}`;
    ids.set(panel, id);
  }
  return id;
}

function SortablePanel(props: { id: string; title: string; children: (drag: PanelDrag) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="dark"
      style={{ color: 'inherit' }}
      aria-label={`${messages.detailReorderPanel} ${props.title}`}
      {...attributes}
      {...listeners}
    >
      <GripVertical size={16} aria-hidden="true" />
    </ActionIcon>
  );
  return props.children({
    ref: setNodeRef,
    style: {
      transform: CSS.Translate.toString(transform),
      transition,
      zIndex: isDragging ? 2 : undefined,
    },
    handle,
    dragging: isDragging,
  });
}

interface SortablePanelsProps {
  panels: readonly DetailPanel[];
  render: (panel: DetailPanel, index: number, drag: PanelDrag) => ReactNode;
  onReorder: (panels: DetailPanel[]) => void;
}

/**
 * Design mode's row of panels: each moves by its handle, dragged, or by keyboard (focus the handle,
 * Space to lift, arrow keys to move, Space to drop, Escape to cancel).
 */
export default function SortablePanels({ panels, render, onReorder }: SortablePanelsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const order = panels.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...panels], order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={horizontalListSortingStrategy}>
        {panels.map((panel, index) => (
          <SortablePanel key={order[index]} id={order[index]} title={panel.title}>
            {(drag) => render(panel, index, drag)}
          </SortablePanel>
        ))}
      </SortableContext>
    </DndContext>
  );
}
