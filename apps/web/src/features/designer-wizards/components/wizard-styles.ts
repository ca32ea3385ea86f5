// Mantine styles of the components only the wizards use; loaded with their lazy chunk.
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Badge.css';
