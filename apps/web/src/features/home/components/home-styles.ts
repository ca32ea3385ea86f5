// Styles of the components only Home uses; loaded with its lazy chunk.
import '@mantine/core/styles/NavLink.css';
