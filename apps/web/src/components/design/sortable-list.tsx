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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Text } from '@mantine/core';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './design.module.css';

interface SortableListProps<T> {
  label: string;
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  empty: string;
  /** Visible column titles over the rows; each input also carries its own accessible name. */
  headings: readonly { text: string; width?: string }[];
  /** A note under an item's row (why it would be refused), if any. */
  noteOf?: (item: T) => ReactNode;
}

function SortableItem({
  id,
  name,
  note,
  children,
}: {
  id: string;
  name: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-noted={note ? true : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        aria-label={`Reorder ${name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden="true" />
      </ActionIcon>
      {children}
      {note && <div className={classes.itemNote}>{note}</div>}
    </li>
  );
}

/**
 * SPEC.md §4 drag state: a list reordered by dragging its handles, or by keyboard (focus a handle,
 * Space to lift, arrow keys to move, Space to drop, Escape to cancel). It scrolls past 24rem.
 */
export function SortableList<T>({
  label,
  items,
  idOf,
  nameOf,
  onReorder,
  renderItem,
  empty,
  headings,
  noteOf,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  if (items.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div>
          <div className={classes.headings} aria-hidden="true">
            {headings.map(({ text, width }) => (
              <span
                key={text}
                className={width ? undefined : classes.grow}
                style={width ? { width } : undefined}
              >
                {text}
              </span>
            ))}
          </div>
          <ul className={classes.list} aria-label={label}>
            {items.map((item, index) => (
              <SortableItem key={ids[index]} id={ids[index]} name={nameOf(item)} note={noteOf?.(item)}>
                {renderItem(item, index)}
              </SortableItem>
            ))}
          </ul>
        </div>
      </SortableContext>
    </DndContext>
  );
}
