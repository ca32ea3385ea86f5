// Mantine styles of the design-mode dialogs; loaded with their lazy chunk, never by plain users.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
