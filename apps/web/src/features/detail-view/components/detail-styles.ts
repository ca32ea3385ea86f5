// The Mantine components the detail page uses beyond the shell's (their styles load with this screen).
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Badge.css';
