// Mantine styles of the components only the wizards use; loaded with their lazy chunk.
import '@mantine/core/styles/Stepper.css';
// The New server and New group dialogs of steps 1 and 4.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Badge.css';
