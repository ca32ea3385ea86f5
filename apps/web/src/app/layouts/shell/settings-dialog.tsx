import { SettingsDialog } from '../../../features/settings/components/settings-dialog';

// The user menu loads this lazily; the screen itself lives in the settings feature.
export default SettingsDialog;
