// Mantine styles of the components only the connections admin uses; loaded with its lazy chunk.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Accordion.css';
